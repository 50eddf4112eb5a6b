import { ERROR_TEXT, type MatchAssessment } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import type { Caller } from '../access/access.decorator';
import { AppError } from '../common/app-error';
import { assessLetterInputs } from '../generation/assessment/assess-inputs';
import { summarisePosting } from '../job/posting/posting-facts';
import { LetterInputsReader } from '../letters/letter-inputs';
import { GuestSession } from '../session/guest-session.entity';
import { GuestSessionRepository } from '../session/guest-session.repository';
import { User } from '../users/user.entity';
import type { AssessMatchDto } from './dto/assess-match.dto';

export const CV_REQUIRED = { error: 'Invalid request', message: 'Please select a CV' };

/**
 * The match before paying: reads the inputs a letter would be written from (a guest's session, or
 * a user's saved CV, posting and LinkedIn profile) and assesses them. Claims, counts and saves
 * nothing, so asking never uses up the free letter or a payment.
 */
@Injectable()
export class MatchService {
  constructor(
    private readonly guestSessions: GuestSessionRepository,
    private readonly letterInputs: LetterInputsReader,
  ) {}

  assess(caller: Caller, request: AssessMatchDto): Promise<MatchAssessment> {
    if (caller.user) return this.assessForUser(caller.user, request);
    if (caller.guestSession) return this.assessForGuest(caller.guestSession);
    throw new Error('MatchService.assess called without a caller');
  }

  private async assessForUser(user: User, request: AssessMatchDto): Promise<MatchAssessment> {
    const { cvId } = request;
    if (!cvId) throw new AppError(HttpStatus.BAD_REQUEST, CV_REQUIRED);
    const inputs = await this.letterInputs.read(user, { ...request, cvId });
    return assessLetterInputs(inputs);
  }

  private async assessForGuest(session: GuestSession): Promise<MatchAssessment> {
    await this.guestSessions.reloadTexts(session, ['cvText', 'jobDescription', 'linkedinContent']);
    const { cvText, jobDescription, linkedinContent } = session;
    if (!cvText?.trim()) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.missingCv);
    if (!jobDescription?.trim()) throw new AppError(HttpStatus.BAD_REQUEST, ERROR_TEXT.missingJobInfo);
    // As the guest's letter names them: what the user set wins over what was read.
    const posting =
      session.posting || session.companyOverride || session.titleOverride
        ? summarisePosting(session.posting, session.companyOverride, session.titleOverride)
        : null;
    return assessLetterInputs({ cvText, jobDescription, linkedinContent, company: posting?.company, jobTitle: posting?.jobTitle });
  }
}
