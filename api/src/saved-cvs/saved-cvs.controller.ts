import { API, type SavedCvResponse } from '@coverletter/contracts';
import { Controller, Delete, Get, Param, Post, Put, UploadedFile, UseInterceptors } from '@nestjs/common';
import { Access, CurrentUser } from '../access/access.decorator';
import { ExpensiveRoute } from '../common/throttling';
import { uuidParam } from '../common/uuid-param.pipe';
import { CvUploadInterceptor } from '../cv/cv-upload.interceptor';
import type { UploadedCvFile } from '../cv/cv-text-extractor.service';
import { User } from '../users/user.entity';
import { CV_NOT_FOUND, SavedCvsService } from './saved-cvs.service';

@Controller()
export class SavedCvsController {
  constructor(private readonly cvs: SavedCvsService) {}

  @Get(API.userCvs)
  @Access('user')
  list(@CurrentUser() user: User): Promise<SavedCvResponse[]> {
    return this.cvs.list(user);
  }

  @Post(API.userCvs)
  @Access('user')
  @ExpensiveRoute()
  @UseInterceptors(CvUploadInterceptor('file'))
  upload(@CurrentUser() user: User, @UploadedFile() file: UploadedCvFile): Promise<SavedCvResponse> {
    return this.cvs.upload(user, file);
  }

  @Delete(`${API.userCvs}/:id`)
  @Access('user')
  remove(@CurrentUser() user: User, @Param('id', uuidParam(CV_NOT_FOUND)) id: string): Promise<{ success: true }> {
    return this.cvs.remove(user, id);
  }

  @Put(`${API.userCvs}/:id/default`)
  @Access('user')
  setDefault(@CurrentUser() user: User, @Param('id', uuidParam(CV_NOT_FOUND)) id: string): Promise<SavedCvResponse> {
    return this.cvs.setDefault(user, id);
  }
}
