import {
  CURRENCIES,
  DEFAULT_PAYMENT_CONFIG,
  MAX_PRICE,
  MIN_PRICE,
  type Currency,
  type PaymentConfig,
  type SavePaymentConfigRequest,
} from '@coverletter/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import {
  IsDefined,
  IsIn,
  IsInt,
  IsNumber,
  IsObject,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateNested,
  type ValidationArguments,
} from 'class-validator';

const DISPLAY_TEXT_MAX_CHARS = 100;
const DESCRIPTION_MAX_CHARS = 500;

const priceNumberMessage = ({ value }: ValidationArguments) =>
  typeof value === 'number' && Number.isFinite(value) ? 'The price can have at most two decimals' : 'The price must be a number';

/** The price of a letter; also the answer of `GET /api/admin/payment-config`. */
export class PaymentConfigValueDto implements PaymentConfig {
  // The validator reports the first failed rule, and rules run from the property upwards: the type first.
  @ApiProperty({
    type: Number,
    description: "Price in the currency's main unit, at most two decimals",
    minimum: MIN_PRICE,
    maximum: MAX_PRICE,
    example: DEFAULT_PAYMENT_CONFIG.price,
  })
  @Max(MAX_PRICE, { message: `The price must be at most ${MAX_PRICE.toLocaleString('en-US')}` })
  @Min(MIN_PRICE, { message: `The price must be at least ${MIN_PRICE}` })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: priceNumberMessage })
  price: number;

  @ApiProperty({ enum: [...CURRENCIES], enumName: 'Currency', example: DEFAULT_PAYMENT_CONFIG.currency })
  @IsIn(CURRENCIES, { message: 'The currency must be UAH, USD or EUR' })
  currency: Currency;

  @ApiProperty({ type: 'integer', description: 'ISO 4217 numeric code; must match the currency', example: DEFAULT_PAYMENT_CONFIG.currencyCode })
  @IsInt({ message: 'The currency code must be a whole number' })
  currencyCode: number;

  @ApiProperty({
    type: String,
    description: 'The price as shown to users; must follow the display rule for the price and currency',
    maxLength: DISPLAY_TEXT_MAX_CHARS,
    example: DEFAULT_PAYMENT_CONFIG.displayText,
  })
  @MaxLength(DISPLAY_TEXT_MAX_CHARS, { message: `The display text can be at most ${DISPLAY_TEXT_MAX_CHARS} characters` })
  @IsString({ message: 'The display text must be text' })
  displayText: string;
}

export class SavePaymentConfigDto implements SavePaymentConfigRequest {
  @ApiProperty({ type: () => PaymentConfigValueDto, description: 'The new price; applies to payments created afterwards' })
  @ValidateNested()
  @Type(() => PaymentConfigValueDto)
  @IsObject({ message: 'value must be an object: { price, currency, currencyCode, displayText }' })
  @IsDefined({ message: 'value is required: { price, currency, currencyCode, displayText }' })
  value: PaymentConfigValueDto;

  @ApiPropertyOptional({ type: String, description: 'A note kept with the setting', maxLength: DESCRIPTION_MAX_CHARS, example: 'Spring price' })
  @IsOptional()
  @IsString()
  @MaxLength(DESCRIPTION_MAX_CHARS)
  description?: string;
}
