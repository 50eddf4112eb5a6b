import { resolveLetterOptions, type GenerationResult, type LetterOptionsInput } from '@coverletter/contracts';
import { ERROR_TEXT, MAX_REGENERATIONS } from '@coverletter/contracts';
import { EntityManager, raw } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../common/app-error';
import { summarisePosting } from '../job/posting/posting-facts';
import { GuestSession } from '../session/guest-session.entity';
import { CreditLeaseLost, LetterCredits, type Acquisition, type CreditLease } from '../entitlements/letter-credits.service';
import { generationInProgress, noResultYet, paymentRequired, regenerationLimitReached } from './generation-errors';
import { CoverLetter, letterContent, type ComposedLetter, type LetterSources } from './cover-letter.entity';
import { LetterComposer, type PhaseListener } from './letter-composer';
import { letterheadOf } from './letterhead/letterhead';
import { LetterVersions } from '../letter-versions/letter-versions';
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
    private readonly em: EntityManager,
    private readonly credits: LetterCredits,
    private readonly composer: LetterComposer,
    private readonly versions: LetterVersions,
  ) {}

  /**
   * Writes the guest's free letter, or rewrites it from the same inputs; a repeat just after the
   * letter was written answers that letter without counting. See LetterCredits for the rule.
   */
  async generateForGuest(session: GuestSession, sent: LetterOptionsInput = {}, onPhase?: PhaseListener): Promise<GenerationResult> {
    await this.em.populate(session, ['cvText', 'jobDescription', 'linkedinContent', 'result'], { refresh: true });
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
      await this.credits.complete(lease, (tx) =>
        saveGuestLetter(tx, this.versions, session.id, lease, result, { jobUrl: session.jobUrl, linkedinUrl: session.linkedinUrl }),
      );
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
    await this.em.populate(session, ['result'], { refresh: true });
    if (!session.result) throw noResultYet();
    return publicResult(session.result as ComposedLetter);
  }
}

/** The guest's answer when no credit is leased. */
function guestRefusal(refused: Exclude<Acquisition, { kind: 'lease' | 'justWritten' }>): AppError {
  if (refused.kind === 'busy') return generationInProgress();
  if (refused.kind === 'exhausted') return paymentRequired(1);
  return regenerationLimitReached(refused.regenerationCount);
}

/**
 * Writes the letter (or replaces it, for a rewrite) with its new version, and the session's result;
 * answers the letter. The session's result keeps who wrote it (`provenance`); `GET /api/result`
 * leaves it out. A session carried into an account while the letter was being written takes
 * nothing: the write rolls back and the credit is given back, so the letter is neither orphaned
 * nor a second free letter.
 */
async function saveGuestLetter(
  tx: EntityManager,
  versions: LetterVersions,
  sessionId: string,
  lease: CreditLease,
  result: ComposedLetter,
  sources: LetterSources,
): Promise<{ id: string }> {
  const letter = letterContent(result, sources);
  let letterId = lease.letterId;
  if (letterId) {
    const replaced = await tx.nativeUpdate(
      CoverLetter,
      { id: letterId, inputHash: lease.inputHash, regenerationCount: { $lt: MAX_REGENERATIONS } },
      { ...letter, regenerationCount: raw('regeneration_count + 1') },
    );
    if (replaced !== 1) throw regenerationLimitReached(MAX_REGENERATIONS);
  } else {
    const created = tx.create(CoverLetter, { ...letter, guestSession: tx.getReference(GuestSession, sessionId), inputHash: lease.inputHash });
    await tx.flush();
    letterId = created.id;
  }
  await versions.append(tx, letterId, letter.coverLetterText, 'generated');
  const open = await tx.nativeUpdate(GuestSession, { id: sessionId, migratedToUser: null }, { result, updatedAt: new Date() });
  if (open !== 1) throw new AppError(HttpStatus.NOT_FOUND, ERROR_TEXT.sessionNotFound);
  return { id: letterId };
}
