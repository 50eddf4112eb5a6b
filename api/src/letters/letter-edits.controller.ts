import { API, type LetterVersion } from '@coverletter/contracts';
import { Body, Controller, Get, Param, Patch } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { Access, CurrentGuestSession, CurrentUser } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { uuidParam } from '../common/uuid-param.pipe';
import { GuestSession } from '../session/guest-session.entity';
import { User } from '../users/user.entity';
import { EditLetterDto } from './dto/edit-letter.dto';
import { LetterEditsService } from './letter-edits.service';
import { LETTER_NOT_FOUND } from './letters.service';

const LETTER_ID = { name: 'id', format: 'uuid', description: 'The cover letter' };
const NOT_YOURS = { type: ErrorBodyDto, description: "No such letter, or not the caller's", examples: errorExamples(404, LETTER_NOT_FOUND) };
const BAD_TEXT = { type: ErrorBodyDto, description: 'The text is missing, empty after trimming, or longer than 10 000 characters' };

@ApiTags('Cover letters')
@Controller()
export class LetterEditsController {
  constructor(private readonly edits: LetterEditsService) {}

  @Patch(`${API.coverLetters}/:id`)
  @ApiOperation({
    summary: "Save the user's edit of a letter",
    description:
      "The text becomes the letter's text and its newest version (`edited`). The same text as now saves nothing and answers the newest version. Going back to an earlier version is an edit with its text.",
  })
  @ApiParam(LETTER_ID)
  @ApiOkResponse({ description: 'The newest version' })
  @ApiBadRequestResponse(BAD_TEXT)
  @ApiNotFoundResponse(NOT_YOURS)
  @Access('user')
  edit(@CurrentUser() user: User, @Param('id', uuidParam(LETTER_NOT_FOUND)) id: string, @Body() body: EditLetterDto): Promise<LetterVersion> {
    return this.edits.editOwn(user, id, body.text);
  }

  @Get(`${API.coverLetters}/:id/versions`)
  @ApiOperation({ summary: "A letter's versions, oldest first", description: 'Every generation and every saved edit; the last is the current text.' })
  @ApiParam(LETTER_ID)
  @ApiOkResponse({ description: 'The versions' })
  @ApiNotFoundResponse(NOT_YOURS)
  @Access('user')
  versions(@CurrentUser() user: User, @Param('id', uuidParam(LETTER_NOT_FOUND)) id: string): Promise<LetterVersion[]> {
    return this.edits.versionsOfOwn(user, id);
  }

  @Patch(API.result)
  @ApiOperation({
    summary: "Save the guest's edit of its letter",
    description: "The guest session's one letter, as `PATCH /api/cover-letters/:id`; `GET /api/result` then answers the edited text.",
  })
  @ApiOkResponse({ description: 'The newest version' })
  @ApiBadRequestResponse(BAD_TEXT)
  @ApiNotFoundResponse({ type: ErrorBodyDto, description: "'No cover letter yet'" })
  @Access('guest')
  editGuestLetter(@CurrentGuestSession() session: GuestSession, @Body() body: EditLetterDto): Promise<LetterVersion> {
    return this.edits.editGuestLetter(session, body.text);
  }
}
