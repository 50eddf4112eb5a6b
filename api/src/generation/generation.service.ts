import type { GenerationResult } from '@coverletter/contracts';
import { ERROR_TEXT } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { AppError } from '../common/app-error';
import { summarisePosting } from '../job/posting/posting-facts';
import { GuestSession } from '../session/guest-session.entity';
import { noResultYet } from './generation-errors';
import type { ComposedLetter } from './cover-letter.entity';
import { GuestLetterClaims, type Claim } from './guest-letter-claims';
import { LetterComposer, type PhaseListener } from './letter-composer';
import { letterheadOf } from './letterhead/letterhead';

/** The lease outlives the longest write by this much, so a live request never loses it. */
const LEASE_MARGIN_MS = 30_000;

/** Same CV, job description and LinkedIn text → same hash → a rewrite of the same letter. */
/** What the letter's reader gets: the result without who wrote it. */
export function publicResult({ provenance: _provenance, ...result }: ComposedLetter): GenerationResult {
  return { ...result, letterhead: letterheadOf(result.letterhead, result.coverLetter) };
}

export function hashInputs(cvText: string, jobDescription: string, linkedinContent: string | null): string {
  return createHash('sha256').update(JSON.stringify([cvText, jobDescription, linkedinContent ?? ''])).digest('hex');
}

@Injectable()
export class GenerationService {
  private readonly logger = new Logger('Generation');

  constructor(
    private readonly em: EntityManager,
    private readonly claims: GuestLetterClaims,
    private readonly composer: LetterComposer,
  ) {}

  /**
   * Writes the guest's free letter, or rewrites it from the same inputs; a repeat just after the
   * letter was written answers that letter without counting. See GuestLetterClaims for the rule.
   */
  async generateForGuest(session: GuestSession, onPhase?: PhaseListener): Promise<GenerationResult> {
    await this.em.populate(session, ['cvText', 'jobDescription', 'linkedinContent'], { refresh: true });
    const { cvText, jobDescription, linkedinContent } = session;
    if (!cvText?.trim()) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.missingCv);
    if (!jobDescription?.trim()) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.missingJobInfo);

    const acquired = await this.claims.acquire(session.id, hashInputs(cvText, jobDescription, linkedinContent), this.composer.maxDurationMs + LEASE_MARGIN_MS);
    if (acquired.kind === 'justWritten') return this.resultForGuest(session);
    const { claim } = acquired;
    try {
      // A session saved before postings were recorded has none: the composer reads the text then.
      const posting = session.posting || session.companyOverride || session.titleOverride ? summarisePosting(session.posting, session.companyOverride, session.titleOverride) : null;
      const result = await this.composer.compose(
        { cvText, jobDescription, linkedinContent, jobUrl: session.jobUrl, company: posting?.company, jobTitle: posting?.jobTitle },
        { onPhase, variant: claim.variant },
      );
      await this.claims.complete(claim, result, { jobUrl: session.jobUrl, linkedinUrl: session.linkedinUrl });
      return publicResult(result);
    } catch (error) {
      await this.release(claim);
      throw error;
    }
  }

  /** A lease that cannot be given back expires by itself; the original error is the one to report. */
  private async release(claim: Claim): Promise<void> {
    try {
      await this.claims.release(claim);
    } catch (releaseError) {
      this.logger.error({ err: releaseError, sessionId: claim.sessionId }, 'Could not release the generation lease; it will expire');
    }
  }

  async resultForGuest(session: GuestSession): Promise<GenerationResult> {
    await this.em.populate(session, ['result'], { refresh: true });
    if (!session.result) throw noResultYet();
    return publicResult(session.result as ComposedLetter);
  }
}
