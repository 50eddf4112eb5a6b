import { API, ERROR_TEXT, type CvUploadResponse, type SessionStatus } from '@coverletter/contracts';
import { Controller, Delete, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiOkResponse,
  ApiOperation,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Access, CurrentGuestSession } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import { GuestSession } from '../session/guest-session.entity';
import { SessionStatusDto } from '../session/dto/session-status.dto';
import { CvUploadInterceptor } from './cv-upload.interceptor';
import { CvService } from './cv.service';
import type { UploadedCvFile } from './cv-text-extractor.service';
import { ApiCvFileBody } from './dto/cv-file-body';
import { CvUploadResponseDto } from './dto/cv-upload-response.dto';

@ApiTags('Guest CV')
@Controller()
export class CvController {
  constructor(private readonly cvs: CvService) {}

  /** Multipart form with the file in field `cv`; PDF, DOCX or DOC up to 5 MB, recognised by content. */
  @Post(API.cvUpload)
  @ApiOperation({
    summary: "Upload the guest session's CV",
    description: "Replaces the session's CV only when the new file is readable; `data.reason` names why a file was refused.",
  })
  @ApiCvFileBody('cv')
  @ApiOkResponse({ type: CvUploadResponseDto })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No file, more than one, or not a PDF, DOCX or DOC',
    examples: errorExamples(400, ERROR_TEXT.invalidFileType),
  })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'The file is over the size limit', examples: errorExamples(413, ERROR_TEXT.fileTooLarge) })
  @ApiUnprocessableEntityResponse({ type: ErrorBodyDto, description: 'Scanned, password-protected, damaged or textless file' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Every parser is busy; try again shortly' })
  @HttpCode(200)
  @Access('guest')
  @ExpensiveRoute()
  @UseInterceptors(CvUploadInterceptor('cv'))
  upload(@CurrentGuestSession() session: GuestSession, @UploadedFile() file: UploadedCvFile): Promise<CvUploadResponse> {
    return this.cvs.saveGuestCv(session, file);
  }

  /** Removes the session's CV; answers the session status (hasCV: false). Deleting twice is fine. */
  @Delete(API.cv)
  @ApiOperation({ summary: "Remove the guest session's CV" })
  @ApiOkResponse({ type: SessionStatusDto, description: 'The session status, with hasCV false' })
  @Access('guest')
  remove(@CurrentGuestSession() session: GuestSession): Promise<SessionStatus> {
    return this.cvs.clearGuestCv(session);
  }
}
