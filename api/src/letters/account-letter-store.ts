import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CoverLetter, letterContent, type ComposedLetter } from '../generation/cover-letter.entity';
import { hashInputs } from '../generation/generation.service';
import { LetterVersions } from '../letter-versions/letter-versions';
import { User } from '../users/user.entity';
import type { LetterInputs } from './letter-inputs';

/** The account letters' writes and the reads that decide them: the free letter and the paid ones alike. */
@Injectable()
export class AccountLetterStore {
  constructor(
    private readonly em: EntityManager,
    private readonly versions: LetterVersions,
  ) {}

  /** A new letter from inputs the account already has letters for is a new sample, not the same letter again. */
  variantFor(user: User, inputs: LetterInputs): Promise<number> {
    return this.em.fork().count(CoverLetter, { user: user.id, inputHash: hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent) });
  }

  count(user: User): Promise<number> {
    return this.em.fork().count(CoverLetter, { user: user.id });
  }

  /** Saves the letter and its first version in `tx`; a paid one carries its payment's reference and cost. */
  async create(
    tx: EntityManager,
    user: User,
    inputs: LetterInputs,
    result: ComposedLetter,
    paid: { reference: string; costMinor: number } | null,
  ): Promise<CoverLetter> {
    const letter = tx.create(CoverLetter, {
      ...letterContent(result, inputs),
      user: tx.getReference(User, user.id),
      inputHash: hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent),
      wasPaid: paid !== null,
      costIncurredMinor: paid?.costMinor ?? null,
      paymentId: paid?.reference ?? null,
    });
    await tx.flush();
    await this.versions.append(tx, letter.id, letter.coverLetterText, 'generated');
    return letter;
  }
}
