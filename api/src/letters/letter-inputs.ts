import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { JobScrapeService } from '../job/job-scrape.service';
import { LinkedinProfileService } from '../linkedin-profile/linkedin-profile.service';
import type { LetterRequestDto } from './dto/letter-request.dto';
import { SavedCvsService } from '../saved-cvs/saved-cvs.service';
import { User } from '../users/user.entity';

export const JOB_MISSING = { error: 'Please provide job description or job URL', message: 'Please provide job description or job URL' };

/** The texts a signed-in user's letter is written from. Stored with a payment, so it must stay plain JSON. */
export interface LetterInputs {
  cvText: string;
  jobDescription: string;
  jobUrl: string | null;
  linkedinContent: string | null;
  linkedinUrl: string | null;
}

/** Reads what a letter request points at, for the free letter and for a payment alike. */
@Injectable()
export class LetterInputsReader {
  constructor(
    private readonly cvs: SavedCvsService,
    private readonly linkedin: LinkedinProfileService,
    private readonly jobs: JobScrapeService,
  ) {}

  /**
   * The user's CV (404 for anyone else's), the posting (read from the job URL when no description
   * is given; 400 with the reader's reason when it cannot be read) and, when asked, the saved
   * LinkedIn profile.
   */
  async read(user: User, request: LetterRequestDto): Promise<LetterInputs> {
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
    if (!scraped.success) {
      throw new AppError(
        HttpStatus.BAD_REQUEST,
        { error: 'Extraction Failed', message: scraped.message ?? JOB_MISSING.message },
        scraped.reason ? { reason: scraped.reason } : undefined,
      );
    }
    return scraped.content;
  }
}
