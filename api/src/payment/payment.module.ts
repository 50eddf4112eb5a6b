import { Module } from '@nestjs/common';
import { LettersModule } from '../letters/letters.module';
import { SettingsModule } from '../settings/settings.module';
import { paymentGatewayProvider } from './gateway/gateway.provider';
import { PaidLetterTask } from './paid-letter.task';
import { PaidLetterQueue } from './paid-letter-queue';
import { PaidLetterSweeper } from './paid-letter-sweeper';
import { PaymentController } from './payment.controller';
import { PaymentRepository } from './payment.repository';
import { PaymentService } from './payment.service';

@Module({
  imports: [SettingsModule, LettersModule],
  controllers: [PaymentController],
  providers: [PaymentRepository, PaymentService, PaidLetterQueue, PaidLetterTask, PaidLetterSweeper, paymentGatewayProvider],
  exports: [PaidLetterQueue, PaymentRepository],
})
export class PaymentModule {}
