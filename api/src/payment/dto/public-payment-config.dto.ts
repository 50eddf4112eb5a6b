import { DEFAULT_PAYMENT_CONFIG, type PublicPaymentConfig } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class PublicPaymentConfigDto implements PublicPaymentConfig {
  @ApiProperty({ type: String, description: 'The price of a letter as shown to users', example: DEFAULT_PAYMENT_CONFIG.displayText })
  displayText: string;
}
