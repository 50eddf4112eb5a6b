import { resolveLetterOptions, type GenerationResult, type LetterOptionsInput } from '@coverletter/contracts';
import { ERROR_TEXT, MAX_REGENERATIONS } from '@coverletter/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../common/app-error';
import { summarisePosting } from '../job/posting/posting-facts';
import type { GuestSession } from '../session/guest-session.entity';
import { GuestSessionRepository } from '../session/guest-session.repository';
import { CreditLeaseLost, LetterCredits, type Acquisition, type CreditLease } from '../entitlements/letter-credits.service';
import { generationInProgress, noResultYet, paymentRequired, regenerationLimitReached } from './generation-errors';
import { letterContent, type ComposedLetter, type LetterSources } from './cover-letter.entity';
import { CoverLetterRepository } from './cover-letter.repository';
import { LetterComposer, type PhaseListener } from './letter-composer';
import { letterheadOf } from './letterhead/letterhead';
import { LetterVersionRepository } from '../letter-versions/letter-version.repository';
import { sameLetterOptions, sentLetterOptions, writerOptions } from './dto/letter-options.dto';

/** The lease outlives the longest write by this much, so a live request never loses it. */
export const LEASE_MARGIN_MS = 30_000;

/** Same CV, job description and LinkedIn text → same hash → a rewrite of the same letter. */
/** What the letter's reader gets: the result without who wrote it. */
export function publicResult({ provenance: _provenance, ...result }: ComposedLetter): GenerationResult {
  return { ...result, letterhead: letterheadOf(result.letterhead, result.coverLetter) };
}

export function hashInputs(cvText: string, jobDescription: string, linkedinContent: string | null): string {
  return createHash('sha256')
    .update(JSON.stringify([cvText, jobDescription, linkedinContent ?? '']))
    .digest('hex');
}

@Injectable()
export class GenerationService {
  private readonly logger = new Logger('Generation');

  constructor(
    private readonly guestSessions: GuestSessionRepository,
    private readonly letters: CoverLetterRepository,
    private readonly credits: LetterCredits,
    private readonly composer: LetterComposer,
    private readonly versions: LetterVersionRepository,
  ) {}

  /**
   * Writes the guest's free letter, or rewrites it from the same inputs; a repeat just after the
   * letter was written answers that letter without counting. See LetterCredits for the rule.
   */
  async generateForGuest(session: GuestSession, sent: LetterOptionsInput = {}, onPhase?: PhaseListener): Promise<GenerationResult> {
    await this.guestSessions.reloadTexts(session, ['cvText', 'jobDescription', 'linkedinContent', 'result']);
    const { cvText, jobDescription, linkedinContent } = session;
    if (!cvText?.trim()) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.missingCv);
    if (!jobDescription?.trim()) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.missingJobInfo);

    // A rewrite keeps the letter's choices for the fields the request leaves out.
    const written = session.result ? resolveLetterOptions(session.result as GenerationResult) : null;
    const options = resolveLetterOptions({ ...sentLetterOptions(session.result as GenerationResult | null), ...sentLetterOptions(sent) });
    const acquired = await this.credits.acquire({ guestSessionId: session.id }, hashInputs(cvText, jobDescription, linkedinContent), {
      rewrites: true,
      newChoices: written !== null && !sameLetterOptions(written, options),
      leaseMs: this.composer.maxDurationMs + LEASE_MARGIN_MS,
    });
    if (acquired.kind === 'justWritten') return this.resultForGuest(session);
    if (acquired.kind !== 'lease') throw guestRefusal(acquired);
    const { lease } = acquired;
    try {
      // A session saved before postings were recorded has none: the composer reads the text then.
      const posting =
        session.posting || session.companyOverride || session.titleOverride
          ? summarisePosting(session.posting, session.companyOverride, session.titleOverride)
          : null;
      const composed = await this.composer.compose(
        { cvText, jobDescription, linkedinContent, jobUrl: session.jobUrl, company: posting?.company, jobTitle: posting?.jobTitle, ...writerOptions(options) },
        { onPhase, variant: lease.variant },
      );
      const result: ComposedLetter = { ...composed, ...options };
      await this.credits.complete(lease, (tx) => this.save(tx, session.id, lease, result, { jobUrl: session.jobUrl, linkedinUrl: session.linkedinUrl }));
      return publicResult(result);
    } catch (error) {
      await this.release(lease);
      throw error instanceof CreditLeaseLost ? generationInProgress() : error;
    }
  }

  /** A lease that cannot be given back expires by itself; the original error is the one to report. */
  private async release(lease: CreditLease): Promise<void> {
    try {
      await this.credits.release(lease);
    } catch (releaseError) {
      this.logger.error({ err: releaseError, creditId: lease.creditId }, 'Could not release the generation lease; it will expire');
    }
  }

  async resultForGuest(session: GuestSession): Promise<GenerationResult> {
    await this.guestSessions.reloadTexts(session, ['result']);
    if (!session.result) throw noResultYet();
    return publicResult(session.result as ComposedLetter);
  }

  /**
   * Writes the letter (or replaces it, for a rewrite) with its new version, and the session's result;
   * answers the letter. The session's result keeps who wrote it (`provenance`); `GET /api/result`
   * leaves it out. A session carried into an account while the letter was being written takes
   * nothing: the write rolls back and the credit is given back, so the letter is neither orphaned
   * nor a second free letter.
   */
  private async save(tx: EntityManager, sessionId: string, lease: CreditLease, result: ComposedLetter, sources: LetterSources): Promise<{ id: string }> {
    const letter = letterContent(result, sources);
    let letterId = lease.letterId;
    if (letterId) {
      if (!(await this.letters.replaceForRewrite(tx, letterId, lease.inputHash, letter))) throw regenerationLimitReached(MAX_REGENERATIONS);
    } else {
      letterId = await this.letters.insertForGuest(tx, sessionId, lease.inputHash, letter);
    }
    await this.versions.append(tx, letterId, letter.coverLetterText, 'generated');
    if (!(await this.guestSessions.storeResult(tx, sessionId, result))) throw new AppError(HttpStatus.NOT_FOUND, ERROR_TEXT.sessionNotFound);
    return { id: letterId };
  }
}

/** The guest's answer when no credit is leased. */
function guestRefusal(refused: Exclude<Acquisition, { kind: 'lease' | 'justWritten' }>): AppError {
  if (refused.kind === 'busy') return generationInProgress();
  if (refused.kind === 'exhausted') return paymentRequired(1);
  return regenerationLimitReached(refused.regenerationCount);
}
