import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { CoverLetter, ComposedLetter } from '../generation/cover-letter.entity';
import { hashInputs } from '../generation/generation.service';
import { LetterVersionRepository } from '../letter-versions/letter-version.repository';
import type { User } from '../users/user.entity';
import { CoverLetterRepository } from '../generation/cover-letter.repository';
import type { LetterInputs } from './letter-inputs';

const inputHashOf = (inputs: LetterInputs) => hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent);

/** The account letters' writes and the reads that decide them: the free letter and the paid ones alike. */
@Injectable()
export class AccountLetterStore {
  constructor(
    private readonly letters: CoverLetterRepository,
    private readonly versions: LetterVersionRepository,
  ) {}

  /** A new letter from inputs the account already has letters for is a new sample, not the same letter again. */
  variantFor(user: User, inputs: LetterInputs): Promise<number> {
    return this.letters.countForInputs(user.id, inputHashOf(inputs));
  }

  count(user: User): Promise<number> {
    return this.letters.countOwnedByUser(user.id);
  }

  /** Saves the letter and its first version in `tx`; a paid one carries its payment's reference and cost. */
  async create(
    tx: EntityManager,
    user: User,
    inputs: LetterInputs,
    result: ComposedLetter,
    paid: { reference: string; costMinor: number } | null,
  ): Promise<CoverLetter> {
    const letter = await this.letters.insertForAccount(tx, { userId: user.id, inputs, inputHash: inputHashOf(inputs), result, paid });
    await this.versions.append(tx, letter.id, letter.coverLetterText, 'generated');
    return letter;
  }
}
