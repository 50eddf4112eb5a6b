import { Module } from '@nestjs/common';
import { GenerationModule } from '../generation/generation.module';
import { JobModule } from '../job/job.module';
import { LetterVersionsModule } from '../letter-versions/letter-versions.module';
import { LinkedinProfileModule } from '../linkedin-profile/linkedin-profile.module';
import { PAID_LETTER_WRITER } from '../payment/paid-letter-writer';
import { SavedCvsModule } from '../saved-cvs/saved-cvs.module';
import { AccountLettersService } from './account-letters.service';
import { LetterEditsController } from './letter-edits.controller';
import { LetterEditsService } from './letter-edits.service';
import { LetterInputsReader } from './letter-inputs';
import { LettersController } from './letters.controller';
import { LettersService } from './letters.service';

@Module({
  imports: [GenerationModule, JobModule, LetterVersionsModule, LinkedinProfileModule, SavedCvsModule],
  controllers: [LettersController, LetterEditsController],
  providers: [LettersService, LetterEditsService, AccountLettersService, LetterInputsReader, { provide: PAID_LETTER_WRITER, useExisting: AccountLettersService }],
  exports: [PAID_LETTER_WRITER, LetterInputsReader],
})
export class LettersModule {}
