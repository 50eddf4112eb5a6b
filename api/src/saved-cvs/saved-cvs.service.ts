import type { SavedCvResponse } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { HttpStatus, Injectable } from '@nestjs/common';
import { AppError } from '../common/app-error';
import { CvTextExtractor, type UploadedCvFile } from '../cv/cv-text-extractor.service';
import { User } from '../users/user.entity';
import { SavedCv } from './saved-cv.entity';

export const CV_NOT_FOUND = { error: 'CV not found', message: 'This CV does not exist or is not yours.' };

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
    private readonly em: EntityManager,
    private readonly extractor: CvTextExtractor,
  ) {}

  async list(user: User): Promise<SavedCvResponse[]> {
    const cvs = await this.em.find(SavedCv, { user }, { orderBy: { createdAt: 'desc' }, populate: ['content'] });
    return cvs.map(toResponse);
  }

  /** The user's CV by id, with its text; 404 for anyone else's. */
  async require(user: User, id: string): Promise<SavedCv> {
    const cv = await this.em.findOne(SavedCv, { id, user }, { populate: ['content'] });
    if (!cv) throw new AppError(HttpStatus.NOT_FOUND, CV_NOT_FOUND);
    return cv;
  }

  /** Parses and keeps an uploaded CV; the first one becomes the default. */
  async upload(user: User, file: UploadedCvFile): Promise<SavedCvResponse> {
    const extracted = await this.extractor.extract(file);
    return this.save(user, extracted.filename, extracted.size, extracted.text);
  }

  async save(user: User, filename: string, size: number, text: string): Promise<SavedCvResponse> {
    const cv = await this.em.transactional(async (tx) => {
      const hasDefault = (await tx.count(SavedCv, { user, isDefault: true })) > 0;
      const saved = tx.create(SavedCv, { user, filename, size, content: text, textLength: text.length, isDefault: !hasDefault, createdAt: new Date() });
      return saved;
    });
    return toResponse(cv);
  }

  /** Deletes the CV; if it was the default, the newest remaining one takes its place. */
  async remove(user: User, id: string): Promise<{ success: true }> {
    await this.em.transactional(async (tx) => {
      const cv = await tx.findOne(SavedCv, { id, user });
      if (!cv) throw new AppError(HttpStatus.NOT_FOUND, CV_NOT_FOUND);
      tx.remove(cv);
      await tx.flush();
      if (cv.isDefault) {
        const next = await tx.findOne(SavedCv, { user }, { orderBy: { createdAt: 'desc' } });
        if (next) next.isDefault = true;
      }
    });
    return { success: true };
  }

  async setDefault(user: User, id: string): Promise<SavedCvResponse> {
    const cv = await this.em.transactional(async (tx) => {
      const chosen = await tx.findOne(SavedCv, { id, user }, { populate: ['content'] });
      if (!chosen) throw new AppError(HttpStatus.NOT_FOUND, CV_NOT_FOUND);
      await tx.nativeUpdate(SavedCv, { user, isDefault: true, id: { $ne: id } }, { isDefault: false });
      chosen.isDefault = true;
      return chosen;
    });
    return toResponse(cv);
  }
}
