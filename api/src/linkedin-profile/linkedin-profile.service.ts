import type { LinkedinProfileResponse } from '@coverletter/contracts';
import { Injectable } from '@nestjs/common';
import { User } from '../users/user.entity';
import { SaveLinkedinProfileDto } from './dto/save-linkedin-profile.dto';
import { LinkedinProfile } from './linkedin-profile.entity';
import { LinkedinProfileRepository } from './linkedin-profile.repository';

const NO_PROFILE: LinkedinProfileResponse = { linkedinUrl: null, linkedinContent: null, updatedAt: null };

function toResponse(profile: LinkedinProfile | null): LinkedinProfileResponse {
  if (!profile) return NO_PROFILE;
  return { linkedinUrl: profile.linkedinUrl, linkedinContent: profile.linkedinContent, updatedAt: profile.updatedAt.toISOString() };
}

@Injectable()
export class LinkedinProfileService {
  constructor(private readonly profiles: LinkedinProfileRepository) {}

  async get(user: User): Promise<LinkedinProfileResponse> {
    return toResponse(await this.profiles.findOwned(user.id));
  }

  /** The background text used in this user's letters, if any. */
  async contentFor(user: User): Promise<string | null> {
    return (await this.profiles.findOwned(user.id))?.linkedinContent ?? null;
  }

  async save(user: User, input: SaveLinkedinProfileDto): Promise<LinkedinProfileResponse> {
    return toResponse(await this.profiles.save(user.id, { linkedinUrl: input.linkedinUrl, linkedinContent: input.linkedinContent || null }));
  }

  async remove(user: User): Promise<{ success: true }> {
    await this.profiles.removeOwned(user.id);
    return { success: true };
  }
}
