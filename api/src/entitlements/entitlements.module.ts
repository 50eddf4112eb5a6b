import { Module } from '@nestjs/common';
import { LetterCreditRepository } from './letter-credit.repository';
import { LetterCredits } from './letter-credits.service';

/** Who may write a letter: the letter credits every writing path asks (see LetterCredits). */
@Module({
  providers: [LetterCredits, LetterCreditRepository],
  exports: [LetterCredits],
})
export class EntitlementsModule {}
