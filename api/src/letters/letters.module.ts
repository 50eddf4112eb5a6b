import { Module } from '@nestjs/common';
import { EntitlementsModule } from '../entitlements/entitlements.module';
import { GenerationModule } from '../generation/generation.module';
import { JobModule } from '../job/job.module';
import { LetterVersionsModule } from '../letter-versions/letter-versions.module';
import { LinkedinProfileModule } from '../linkedin-profile/linkedin-profile.module';
import { SavedCvsModule } from '../saved-cvs/saved-cvs.module';
import { SessionModule } from '../session/session.module';
import { UsersModule } from '../users/users.module';
import { AccountLetterStore } from './account-letter-store';
import { AccountLettersService } from './account-letters.service';
import { LetterEditsController } from './letter-edits.controller';
import { LetterEditsService } from './letter-edits.service';
import { LetterInputsReader } from './letter-inputs';
import { LettersController } from './letters.controller';
import { LettersService } from './letters.service';
import { PaidLetters } from './paid-letters.service';

/** Every write of an account's letters: the free one, the paid ones (PaidLetters, for the payment module), delete. */
@Module({
  imports: [EntitlementsModule, GenerationModule, JobModule, LetterVersionsModule, LinkedinProfileModule, SavedCvsModule, SessionModule, UsersModule],
  controllers: [LettersController, LetterEditsController],
  providers: [LettersService, LetterEditsService, AccountLettersService, AccountLetterStore, PaidLetters, LetterInputsReader],
  exports: [PaidLetters, LetterInputsReader],
})
export class LettersModule {}
