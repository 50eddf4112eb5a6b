import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity';
import { SavedCv } from './saved-cv.entity';

/** A CV's file name, size and extracted text, as it is kept. */
export interface CvToKeep {
  filename: string;
  size: number;
  text: string;
}

/**
 * Every query on `saved_cv`, and its one rule: an account has exactly one default CV while it has
 * any (the first one kept becomes it; deleting it promotes the newest). Methods that take `tx` run
 * inside the caller's transaction (the guest carry-over keeps a CV in its own).
 */
@Injectable()
export class SavedCvRepository {
  constructor(private readonly em: EntityManager) {}

  /** The user's CVs, newest first, with their text. */
  listOwned(userId: string): Promise<SavedCv[]> {
    return this.em.find(SavedCv, { user: { id: userId } }, { orderBy: { createdAt: 'desc' }, populate: ['content'] });
  }

  /** The user's CV by id, with its text; null for an unknown id or anyone else's. */
  findOwned(userId: string, id: string): Promise<SavedCv | null> {
    return this.em.findOne(SavedCv, { id, user: { id: userId } }, { populate: ['content'] });
  }

  /** Keeps a CV for the user; it becomes the default when the user has none. */
  async add(tx: EntityManager, userId: string, cv: CvToKeep): Promise<SavedCv> {
    const hasDefault = (await tx.count(SavedCv, { user: { id: userId }, isDefault: true })) > 0;
    return tx.create(SavedCv, {
      user: tx.getReference(User, userId),
      filename: cv.filename,
      size: cv.size,
      content: cv.text,
      textLength: cv.text.length,
      isDefault: !hasDefault,
      createdAt: new Date(),
    });
  }

  /** Keeps a CV in a transaction of its own. */
  addAlone(userId: string, cv: CvToKeep): Promise<SavedCv> {
    return this.em.transactional((tx) => this.add(tx, userId, cv));
  }

  /** Deletes the user's CV; when it was the default, the newest remaining one takes its place. False when the user has no such CV. */
  removeOwned(userId: string, id: string): Promise<boolean> {
    return this.em.transactional(async (tx) => {
      const cv = await tx.findOne(SavedCv, { id, user: { id: userId } });
      if (!cv) return false;
      tx.remove(cv);
      await tx.flush();
      if (cv.isDefault) {
        const next = await tx.findOne(SavedCv, { user: { id: userId } }, { orderBy: { createdAt: 'desc' } });
        if (next) next.isDefault = true;
      }
      return true;
    });
  }

  /** Makes the user's CV the default (and no other); null when the user has no such CV. */
  makeDefault(userId: string, id: string): Promise<SavedCv | null> {
    return this.em.transactional(async (tx) => {
      const chosen = await tx.findOne(SavedCv, { id, user: { id: userId } }, { populate: ['content'] });
      if (!chosen) return null;
      await tx.nativeUpdate(SavedCv, { user: { id: userId }, isDefault: true, id: { $ne: id } }, { isDefault: false });
      chosen.isDefault = true;
      return chosen;
    });
  }
}
