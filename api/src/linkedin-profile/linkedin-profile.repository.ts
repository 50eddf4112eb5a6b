import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity';
import { LinkedinProfile } from './linkedin-profile.entity';

/** A LinkedIn profile's address and the background text letters use. */
export interface ProfileToKeep {
  linkedinUrl: string;
  linkedinContent: string | null;
}

/** Every query on `linkedin_profile` (one per account). Methods that take `tx` run inside the caller's transaction. */
@Injectable()
export class LinkedinProfileRepository {
  constructor(private readonly em: EntityManager) {}

  findOwned(userId: string): Promise<LinkedinProfile | null> {
    return this.em.findOne(LinkedinProfile, { user: { id: userId } });
  }

  /** Creates or replaces the user's profile. */
  async save(userId: string, profile: ProfileToKeep): Promise<LinkedinProfile> {
    let kept = await this.findOwned(userId);
    if (!kept) {
      kept = new LinkedinProfile();
      kept.user = this.em.getReference(User, userId);
      this.em.persist(kept);
    }
    kept.linkedinUrl = profile.linkedinUrl;
    kept.linkedinContent = profile.linkedinContent;
    kept.updatedAt = new Date();
    await this.em.flush();
    return kept;
  }

  /** Keeps the profile only when the user has none (a guest's background never replaces the account's). */
  async addIfAbsent(tx: EntityManager, userId: string, profile: ProfileToKeep): Promise<void> {
    if (await tx.count(LinkedinProfile, { user: { id: userId } })) return;
    const kept = new LinkedinProfile();
    kept.user = tx.getReference(User, userId);
    kept.linkedinUrl = profile.linkedinUrl;
    kept.linkedinContent = profile.linkedinContent;
    tx.persist(kept);
  }

  async removeOwned(userId: string): Promise<void> {
    await this.em.nativeDelete(LinkedinProfile, { user: { id: userId } });
  }
}
