import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { GenerationModule } from '../generation/generation.module';
import { JobModule } from '../job/job.module';
import { LinkedinProfileModule } from '../linkedin-profile/linkedin-profile.module';
import { PAID_LETTER_WRITER } from '../payment/paid-letter-writer';
import { SavedCvsModule } from '../saved-cvs/saved-cvs.module';
import { AccountLettersService } from './account-letters.service';
import { LetterInputsReader } from './letter-inputs';
import { LettersController } from './letters.controller';
import { LettersService } from './letters.service';

@Module({
  imports: [EntitlementsModule, GenerationModule, JobModule, LinkedinProfileModule, SavedCvsModule],
  controllers: [LettersController],
  providers: [LettersService, AccountLettersService, LetterInputsReader, { provide: PAID_LETTER_WRITER, useExisting: AccountLettersService }],
  exports: [PAID_LETTER_WRITER, LetterInputsReader],
})
export class LettersModule {}
