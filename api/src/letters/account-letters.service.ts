import type { CoverLetterResponse, GenerationResult } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { CoverLetter } from '../generation/cover-letter.entity';
import { paymentRequired } from '../generation/generation-errors';
import { hashInputs } from '../generation/generation.service';
import { LetterComposer } from '../generation/letter-composer';
import { JobScrapeService } from '../job/job-scrape.service';
import { LinkedinProfileService } from '../linkedin-profile/linkedin-profile.service';
import type { LetterRequestDto } from '../payment/dto/create-payment.dto';
import type { PaidLetterWriter } from '../payment/paid-letter-writer';
import { Payment } from '../payment/payment.entity';
import { costInCents } from '../payment/payment-cost';
import { SavedCvsService } from '../saved-cvs/saved-cvs.service';
import { User } from '../users/user.entity';
import { toCoverLetterResponse } from './letter-response';

const JOB_MISSING = { error: 'Please provide job description or job URL', message: 'Please provide job description or job URL' };

interface Inputs {
  cvText: string;
  jobDescription: string;
  jobUrl: string | null;
  linkedinContent: string | null;
  linkedinUrl: string | null;
}

/**
 * Letters of signed-in users: the account's one free letter (then 402 with the letter count) and
 * the letters payments paid for (written by the queue job, exactly one per payment).
 */
@Injectable()
export class AccountLettersService implements PaidLetterWriter {
  constructor(
    private readonly em: EntityManager,
    private readonly composer: LetterComposer,
    private readonly cvs: SavedCvsService,
    private readonly linkedin: LinkedinProfileService,
    private readonly jobs: JobScrapeService,
  ) {}

  async generateFree(user: User, request: LetterRequestDto): Promise<CoverLetterResponse> {
    const inputs = await this.inputs(user, request);
    await this.claimFreeLetter(user);
    try {
      const result = await this.composer.compose({ ...inputs });
      return toCoverLetterResponse(await this.save(user, inputs, result, null));
    } catch (error) {
      await this.em.nativeUpdate(User, { id: user.id }, { freeLetterClaimedAt: null });
      throw error;
    }
  }

  async write(payment: Payment): Promise<void> {
    const user = await this.em.findOneOrFail(User, { id: payment.user.id });
    const inputs = await this.inputs(user, payment.request as LetterRequestDto);
    const result = await this.composer.compose({ ...inputs });
    try {
      await this.save(user, inputs, result, payment);
    } catch (error) {
      if (await this.letterExists(payment)) return;
      throw error;
    }
  }

  async letterExists(payment: Payment): Promise<boolean> {
    return (await this.em.fork().count(CoverLetter, { paymentId: payment.reference })) > 0;
  }

  /** Atomically takes the account's free letter; anyone who already used it gets 402 with their letter count. */
  private async claimFreeLetter(user: User): Promise<void> {
    const claimed = await this.em.nativeUpdate(User, { id: user.id, freeLetterClaimedAt: null }, { freeLetterClaimedAt: new Date() });
    if (claimed === 1) return;
    throw paymentRequired(await this.em.count(CoverLetter, { user }));
  }

  private async inputs(user: User, request: LetterRequestDto): Promise<Inputs> {
    const cv = await this.cvs.require(user, request.cvId);
    const jobDescription = request.jobDescription?.trim() || (request.jobUrl ? await this.scrapedDescription(request.jobUrl) : '');
    if (!jobDescription) throw new AppError(HttpStatus.BAD_REQUEST, JOB_MISSING);
    const profile = request.useLinkedIn ? await this.linkedin.get(user) : null;
    return {
      cvText: cv.content,
      jobDescription,
      jobUrl: request.jobUrl?.trim() || null,
      linkedinContent: profile?.linkedinContent ?? null,
      linkedinUrl: profile?.linkedinUrl ?? null,
    };
  }

  private async scrapedDescription(jobUrl: string): Promise<string> {
    const scraped = await this.jobs.scrape(jobUrl);
    if (!scraped.success) throw new AppError(HttpStatus.BAD_REQUEST, { error: 'Extraction Failed', message: scraped.message ?? JOB_MISSING.message });
    return scraped.content;
  }

  private async save(user: User, inputs: Inputs, result: GenerationResult, payment: Payment | null): Promise<CoverLetter> {
    const em = this.em.fork();
    const letter = em.create(CoverLetter, {
      user: em.getReference(User, user.id),
      companyName: result.companyName,
      jobTitle: result.jobTitle,
      jobUrl: inputs.jobUrl,
      linkedinUrl: inputs.linkedinUrl,
      coverLetterText: result.coverLetter,
      compatibilityScore: result.compatibilityScore,
      matchingSkills: result.matchingSkills,
      missingSkills: result.missingSkills,
      inputHash: hashInputs(inputs.cvText, inputs.jobDescription, inputs.linkedinContent),
      wasPaid: payment !== null,
      costIncurredMinor: payment ? costInCents(payment) : null,
      paymentId: payment?.reference ?? null,
    });
    await em.flush();
    return letter;
  }
}
