import { CURRENCIES, DEFAULT_PAYMENT_CONFIG, MIN_PRICE, type Currency, type PaymentConfig, type SavePaymentConfigRequest } from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

const DISPLAY_TEXT_MAX_CHARS = 100;
const DESCRIPTION_MAX_CHARS = 500;

/** The price of a letter; also the answer of `GET /api/admin/payment-config`. */
export class PaymentConfigValueDto implements PaymentConfig {
  @ApiProperty({ type: Number, description: 'Price in the currency\'s main unit, at most two decimals', minimum: MIN_PRICE, example: DEFAULT_PAYMENT_CONFIG.price })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'The price must be a number with at most two decimals' })
  @Min(MIN_PRICE, { message: `The price must be at least ${MIN_PRICE}` })
  price: number;

  @ApiProperty({ enum: [...CURRENCIES], enumName: 'Currency', example: DEFAULT_PAYMENT_CONFIG.currency })
  @IsIn(CURRENCIES, { message: 'The currency must be UAH, USD or EUR' })
  currency: Currency;

  @ApiProperty({ type: 'integer', description: 'ISO 4217 numeric code; must match the currency', example: DEFAULT_PAYMENT_CONFIG.currencyCode })
  @IsInt()
  currencyCode: number;

  @ApiProperty({ type: String, description: 'The price as shown to users; must follow the display rule for the price and currency', maxLength: DISPLAY_TEXT_MAX_CHARS, example: DEFAULT_PAYMENT_CONFIG.displayText })
  @IsString() @MaxLength(DISPLAY_TEXT_MAX_CHARS)
  displayText: string;
}

export class SavePaymentConfigDto implements SavePaymentConfigRequest {
  @ApiProperty({ type: () => PaymentConfigValueDto, description: 'The new price; applies to payments created afterwards' })
  @ValidateNested() @Type(() => PaymentConfigValueDto)
  value: PaymentConfigValueDto;

  @ApiPropertyOptional({ type: String, description: 'A note kept with the setting', maxLength: DESCRIPTION_MAX_CHARS, example: 'Spring price' })
  @IsOptional() @IsString() @MaxLength(DESCRIPTION_MAX_CHARS)
  description?: string;
}
