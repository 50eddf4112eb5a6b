import { centsAsDollars, type AdminCoverLetter, type AdminRecentLetter, type AdminUserSummary } from '@coverletter/contracts';
import { Injectable } from '@nestjs/common';
import { DEFAULT_AVATAR_URL } from '../users/users.service';
import { AdminListsRepository } from './admin-lists.repository';
import type { CoverLettersQueryDto } from './dto/cover-letters-query.dto';
import type { PageQueryDto } from './dto/page-query.dto';

const RECENT_LETTERS = 3;

/** The admin's users and letters lists: one page at a time, counted and grouped in SQL. */
@Injectable()
export class AdminListsService {
  constructor(private readonly lists: AdminListsRepository) {}

  async users({ limit, offset }: PageQueryDto): Promise<AdminUserSummary[]> {
    const users = await this.lists.usersPage(limit, offset);
    if (!users.length) return [];
    const recent = await this.lists.recentLetters(
      users.map((u) => u.id),
      RECENT_LETTERS,
    );
    return users.map((u) => {
      const letters: AdminRecentLetter[] = recent
        .filter((r) => r.userId === u.id)
        .map((r) => ({ id: r.id, jobTitle: r.jobTitle, companyName: r.companyName, wasPaid: r.wasPaid, createdAt: r.createdAt.toISOString() }));
      return {
        id: u.id,
        firstName: u.firstName,
        lastName: u.lastName,
        email: u.email,
        profileImageUrl: u.profileImageUrl ?? DEFAULT_AVATAR_URL,
        createdAt: u.createdAt.toISOString(),
        totalLetters: u.letters,
        paidLetters: u.paidLetters,
        totalSpent: centsAsDollars(u.spentCents),
        recentLetters: letters,
        moreLetters: Math.max(0, u.letters - letters.length),
      };
    });
  }

  async coverLetters({ limit, offset, paid }: CoverLettersQueryDto): Promise<AdminCoverLetter[]> {
    const letters = await this.lists.lettersPage(limit, offset, paid);
    return letters.map(({ user, costIncurredMinor, createdAt, ...letter }) => ({
      ...letter,
      userId: user?.id ?? null,
      user: user
        ? { email: user.email, firstName: user.firstName, lastName: user.lastName, profileImageUrl: user.profileImageUrl ?? DEFAULT_AVATAR_URL }
        : null,
      costIncurred: costIncurredMinor === null ? null : centsAsDollars(costIncurredMinor),
      createdAt: createdAt.toISOString(),
    }));
  }
}
