import type { LinkedinProfileResponse } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity';
import { SaveLinkedinProfileDto } from './dto/save-linkedin-profile.dto';
import { LinkedinProfile } from './linkedin-profile.entity';

const NO_PROFILE: LinkedinProfileResponse = { linkedinUrl: null, linkedinContent: null, updatedAt: null };

function toResponse(profile: LinkedinProfile | null): LinkedinProfileResponse {
  if (!profile) return NO_PROFILE;
  return { linkedinUrl: profile.linkedinUrl, linkedinContent: profile.linkedinContent, updatedAt: profile.updatedAt.toISOString() };
}

@Injectable()
export class LinkedinProfileService {
  constructor(private readonly em: EntityManager) {}

  async get(user: User): Promise<LinkedinProfileResponse> {
    return toResponse(await this.em.findOne(LinkedinProfile, { user }));
  }

  /** The background text used in this user's letters, if any. */
  async contentFor(user: User): Promise<string | null> {
    return (await this.em.findOne(LinkedinProfile, { user }))?.linkedinContent ?? null;
  }

  async save(user: User, input: SaveLinkedinProfileDto): Promise<LinkedinProfileResponse> {
    let profile = await this.em.findOne(LinkedinProfile, { user });
    if (!profile) {
      profile = new LinkedinProfile();
      profile.user = user;
      this.em.persist(profile);
    }
    profile.linkedinUrl = input.linkedinUrl;
    profile.linkedinContent = input.linkedinContent || null;
    profile.updatedAt = new Date();
    await this.em.flush();
    return toResponse(profile);
  }

  async remove(user: User): Promise<{ success: true }> {
    await this.em.nativeDelete(LinkedinProfile, { user });
    return { success: true };
  }
}
