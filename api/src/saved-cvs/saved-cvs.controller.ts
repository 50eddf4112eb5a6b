import { API, ERROR_TEXT, type SavedCvResponse } from '@coverletter/contracts';
import { Controller, Delete, Get, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiPayloadTooLargeResponse,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { Access, CurrentUser } from '../access/access.decorator';
import { ErrorBodyDto, errorExamples } from '../common/dto/error-body.dto';
import { ExpensiveRoute } from '../common/throttling';
import { uuidParam } from '../common/uuid-param.pipe';
import { CvUploadInterceptor } from '../cv/cv-upload.interceptor';
import type { UploadedCvFile } from '../cv/cv-text-extractor.service';
import { ApiCvFileBody } from '../cv/dto/cv-file-body';
import { User } from '../users/user.entity';
import { CV_NOT_FOUND, SavedCvsService } from './saved-cvs.service';

const CV_ID = { name: 'id', format: 'uuid', description: 'The saved CV' };
const NOT_YOURS = { type: ErrorBodyDto, description: "No such CV, or not the caller's", examples: errorExamples(404, CV_NOT_FOUND) };

@ApiTags('Saved CVs')
@Controller()
export class SavedCvsController {
  constructor(private readonly cvs: SavedCvsService) {}

  @Get(API.userCvs)
  @ApiOperation({ summary: "List the signed-in user's CVs, newest first" })
  @ApiOkResponse({ description: 'The CVs, each with its extracted text' })
  @Access('user')
  list(@CurrentUser() user: User): Promise<SavedCvResponse[]> {
    return this.cvs.list(user);
  }

  @Post(API.userCvs)
  @ApiOperation({ summary: 'Upload and save a CV', description: 'Read like the guest upload, with the same errors; the first CV becomes the default.' })
  @ApiCvFileBody('file')
  @ApiCreatedResponse({ description: 'The saved CV' })
  @ApiBadRequestResponse({
    type: ErrorBodyDto,
    description: 'No file, more than one, or not a PDF, DOCX or DOC',
    examples: errorExamples(400, ERROR_TEXT.invalidFileType),
  })
  @ApiPayloadTooLargeResponse({ type: ErrorBodyDto, description: 'The file is over the size limit', examples: errorExamples(413, ERROR_TEXT.fileTooLarge) })
  @ApiUnprocessableEntityResponse({ type: ErrorBodyDto, description: 'Scanned, password-protected, damaged or textless file' })
  @ApiServiceUnavailableResponse({ type: ErrorBodyDto, description: 'Every parser is busy; try again shortly' })
  @Access('user')
  @ExpensiveRoute()
  @UseInterceptors(CvUploadInterceptor('file'))
  upload(@CurrentUser() user: User, @UploadedFile() file: UploadedCvFile): Promise<SavedCvResponse> {
    return this.cvs.upload(user, file);
  }

  @Delete(`${API.userCvs}/:id`)
  @ApiOperation({ summary: 'Delete a saved CV', description: 'If it was the default, the newest remaining CV becomes the default.' })
  @ApiParam(CV_ID)
  @ApiOkResponse({ description: '`{ success: true }`' })
  @ApiNotFoundResponse(NOT_YOURS)
  @Access('user')
  remove(@CurrentUser() user: User, @Param('id', uuidParam(CV_NOT_FOUND)) id: string): Promise<{ success: true }> {
    return this.cvs.remove(user, id);
  }

  @Put(`${API.userCvs}/:id/default`)
  @ApiOperation({ summary: 'Make a saved CV the default' })
  @ApiParam(CV_ID)
  @ApiOkResponse({ description: 'The CV, now the default' })
  @ApiNotFoundResponse(NOT_YOURS)
  @Access('user')
  setDefault(@CurrentUser() user: User, @Param('id', uuidParam(CV_NOT_FOUND)) id: string): Promise<SavedCvResponse> {
    return this.cvs.setDefault(user, id);
  }
}
