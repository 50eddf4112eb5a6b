import type { PaymentCreateResponse } from '@coverletter/contracts';
import { ApiProperty } from '@nestjs/swagger';

export class PaymentCreateResponseDto implements PaymentCreateResponse {
  @ApiProperty({ type: String, description: "The bank's payment page; send the browser there", example: 'https://pay.mbnk.biz/2305046jUBEj8WfyaBdB' })
  paymentUrl: string;

  @ApiProperty({ type: String, description: "The bank's invoice id", example: '2305046jUBEj8WfyaBdB' })
  invoiceId: string;
}
