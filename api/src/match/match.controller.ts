import { API, ERROR_TEXT, type MatchAssessment } from '@coverletter/contracts';
import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Access, CurrentCaller, type Caller } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import { CV_NOT_FOUND } from '../saved-cvs/saved-cvs.service';
import { AssessMatchDto } from './dto/assess-match.dto';
import { MatchAssessmentDto } from './dto/match-assessment.dto';
import { CV_REQUIRED, MatchService } from './match.service';

@ApiTags('Generation')
@Controller()
export class MatchController {
  constructor(private readonly match: MatchService) {}

  @Post(API.assess)
  @ApiOperation({
    summary: 'Assess how well the CV matches the job, without writing a letter',
    description:
      "The score, matching skills (with the CV line that shows each) and missing skills a letter from the same inputs would have. A signed-in user sends a letter's request (saved CV, posting, LinkedIn); a guest sends nothing: the session's CV and job details are assessed. Deterministic, and uses nothing up: no free letter, no payment, nothing saved.",
  })
  @ApiOkResponse({ type: MatchAssessmentDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No CV or job details (guest), no CV chosen, no job description or readable job URL, or an invalid field (user)',
    examples: errorExamples(400, ERROR_TEXT.missingCv, ERROR_TEXT.missingJobInfo, CV_REQUIRED),
  })
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "Not one of the caller's CVs", examples: errorExamples(404, CV_NOT_FOUND) })
  @HttpCode(200)
  @Access('user-or-guest')
  @ExpensiveRoute()
  assess(@CurrentCaller() caller: Caller, @Body() request: AssessMatchDto): Promise<MatchAssessment> {
    return this.match.assess(caller, request);
  }
}
