import { API, type CvUploadResponse, type SessionStatus } from '@coverletter/contracts';
import { Controller, Delete, HttpCode, Post, UploadedFile, UseInterceptors } from '@nestjs/common';
import { Access, CurrentGuestSession } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { GuestSession } from '../session/guest-session.entity';
import { CvUploadInterceptor } from './cv-upload.interceptor';
import { CvService } from './cv.service';
import type { UploadedCvFile } from './cv-text-extractor.service';

@Controller()
export class CvController {
  constructor(private readonly cvs: CvService) {}

  /** Multipart form with the file in field `cv`; PDF, DOCX or DOC up to 5 MB, recognised by content. */
  @Post(API.cvUpload)
  @HttpCode(200)
  @Access('guest')
  @ExpensiveRoute()
  @UseInterceptors(CvUploadInterceptor('cv'))
  upload(@CurrentGuestSession() session: GuestSession, @UploadedFile() file: UploadedCvFile): Promise<CvUploadResponse> {
    return this.cvs.saveGuestCv(session, file);
  }

  /** Removes the session's CV; answers the session status (hasCV: false). Deleting twice is fine. */
  @Delete(API.cv)
  @Access('guest')
  remove(@CurrentGuestSession() session: GuestSession): Promise<SessionStatus> {
    return this.cvs.clearGuestCv(session);
  }
}
