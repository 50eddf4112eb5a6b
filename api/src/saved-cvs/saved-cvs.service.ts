import type { SavedCvResponse } from '@coverletter/contracts';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { CvTextExtractor, type UploadedCvFile } from '../cv/cv-text-extractor.service';
import { User } from '../users/user.entity';
import { SavedCv } from './saved-cv.entity';
import { SavedCvRepository } from './saved-cv.repository';

export const CV_NOT_FOUND = { error: 'CV not found', message: 'This CV does not exist or is not yours.' };

function found(cv: SavedCv | null): SavedCv {
  if (!cv) throw new AppError(HttpStatus.NOT_FOUND, CV_NOT_FOUND);
  return cv;
}

function toResponse(cv: SavedCv): SavedCvResponse {
  return {
    id: cv.id,
    filename: cv.filename,
    content: cv.content,
    textLength: cv.textLength,
    size: cv.size,
    isDefault: cv.isDefault,
    createdAt: cv.createdAt.toISOString(),
  };
}

@Injectable()
export class SavedCvsService {
  constructor(
    private readonly cvs: SavedCvRepository,
    private readonly extractor: CvTextExtractor,
  ) {}

  async list(user: User): Promise<SavedCvResponse[]> {
    return (await this.cvs.listOwned(user.id)).map(toResponse);
  }

  /** The user's CV by id, with its text; 404 for anyone else's. */
  async require(user: User, id: string): Promise<SavedCv> {
    return found(await this.cvs.findOwned(user.id, id));
  }

  /** Parses and keeps an uploaded CV; the first one becomes the default. */
  async upload(user: User, file: UploadedCvFile): Promise<SavedCvResponse> {
    const extracted = await this.extractor.extract(file);
    return this.save(user, extracted.filename, extracted.size, extracted.text);
  }

  async save(user: User, filename: string, size: number, text: string): Promise<SavedCvResponse> {
    return toResponse(await this.cvs.addAlone(user.id, { filename, size, text }));
  }

  /** Deletes the CV; if it was the default, the newest remaining one takes its place. */
  async remove(user: User, id: string): Promise<{ success: true }> {
    if (!(await this.cvs.removeOwned(user.id, id))) throw new AppError(HttpStatus.NOT_FOUND, CV_NOT_FOUND);
    return { success: true };
  }

  async setDefault(user: User, id: string): Promise<SavedCvResponse> {
    return toResponse(found(await this.cvs.makeDefault(user.id, id)));
  }
}
