import { CURRENCIES, MIN_PRICE, type Currency } from '@coverletter/contracts';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsNumber, IsOptional, IsString, MaxLength, Min, ValidateNested } from 'class-validator';

export class PaymentConfigValueDto {
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'The price must be a number with at most two decimals' })
  @Min(MIN_PRICE, { message: `The price must be at least ${MIN_PRICE}` })
  price: number;

  @IsIn(CURRENCIES, { message: 'The currency must be UAH, USD or EUR' })
  currency: Currency;

  @IsInt()
  currencyCode: number;

  @IsString() @MaxLength(100)
  displayText: string;
}

export class SavePaymentConfigDto {
  @ValidateNested() @Type(() => PaymentConfigValueDto)
  value: PaymentConfigValueDto;

  @IsOptional() @IsString() @MaxLength(500)
  description?: string;
}
