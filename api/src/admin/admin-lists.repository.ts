import type { AdminCoverLetter } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/** An account with its letters counted: all of them, the paid ones and what those cost (US cents). */
export interface UserWithLetterCounts {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  createdAt: Date;
  letters: number;
  paidLetters: number;
  spentCents: number;
}

export interface RecentLetter {
  userId: string;
  id: string;
  jobTitle: string | null;
  companyName: string | null;
  wasPaid: boolean;
  createdAt: Date;
}

/** A letter as the admin lists it: with its author (none for a guest's), what it cost in US cents and how many times it was edited. */
export type LetterWithAuthor = Omit<AdminCoverLetter, 'userId' | 'user' | 'costIncurred' | 'createdAt'> & {
  user: { id: string; email: string | null; firstName: string | null; lastName: string | null; profileImageUrl: string | null } | null;
  costIncurredMinor: number | null;
  createdAt: Date;
};

interface UserRow {
  id: string;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  profile_image_url: string | null;
  created_at: Date;
  total: string;
  paid: string;
  spent_cents: string;
}

interface RecentRow {
  user_id: string;
  id: string;
  job_title: string | null;
  company_name: string | null;
  was_paid: boolean;
  created_at: Date;
}

interface LetterRow {
  id: string;
  user_id: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  profile_image_url: string | null;
  company_name: string | null;
  job_title: string | null;
  job_url: string | null;
  linkedin_url: string | null;
  cover_letter_text: string;
  compatibility_score: string;
  matching_skills: string[];
  was_paid: boolean;
  cost_incurred_minor: number | null;
  payment_id: string | null;
  created_at: Date;
  writer_model: string | null;
  prompt_version: string | null;
  token_usage: AdminCoverLetter['tokenUsage'];
  edit_count: string;
}

/** The admin's users and letters lists (`app_user`, `cover_letter`): one page at a time, counted and grouped in SQL. */
@Injectable()
export class AdminListsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest account first. */
  async usersPage(limit: number, offset: number): Promise<UserWithLetterCounts[]> {
    const rows = await this.em.getConnection().execute<UserRow[]>(
      `select u.id, u.first_name, u.last_name, u.email, u.profile_image_url, u.created_at,
              count(l.id) as total,
              count(l.id) filter (where l.was_paid) as paid,
              coalesce(sum(l.cost_incurred_minor) filter (where l.was_paid), 0) as spent_cents
         from (select * from app_user order by created_at desc, id limit ? offset ?) u
         left join cover_letter l on l.user_id = u.id
        group by u.id, u.first_name, u.last_name, u.email, u.profile_image_url, u.created_at
        order by u.created_at desc, u.id`,
      [limit, offset],
    );
    return rows.map((u) => ({
      id: u.id,
      firstName: u.first_name,
      lastName: u.last_name,
      email: u.email,
      profileImageUrl: u.profile_image_url,
      createdAt: new Date(u.created_at),
      letters: Number(u.total),
      paidLetters: Number(u.paid),
      spentCents: Number(u.spent_cents),
    }));
  }

  /** Each user's `perUser` newest letters, newest first. */
  async recentLetters(userIds: string[], perUser: number): Promise<RecentLetter[]> {
    if (!userIds.length) return [];
    const rows = await this.em.getConnection().execute<RecentRow[]>(
      `select user_id, id, job_title, company_name, was_paid, created_at from (
         select l.*, row_number() over (partition by l.user_id order by l.created_at desc, l.id) as n
           from cover_letter l where l.user_id in (${userIds.map(() => '?').join(',')})
       ) ranked where n <= ? order by created_at desc`,
      [...userIds, perUser],
    );
    return rows.map((r) => ({
      userId: r.user_id,
      id: r.id,
      jobTitle: r.job_title,
      companyName: r.company_name,
      wasPaid: r.was_paid,
      createdAt: new Date(r.created_at),
    }));
  }

  /**
   * Newest letter first; only the paid or only the free ones when `paid` is given. The page's ids
   * are found first, from the narrow columns alone, and only its 50 rows are read whole: a deep
   * offset then skips over ids instead of over letters with their texts and edit counts.
   */
  async lettersPage(limit: number, offset: number, paid?: boolean): Promise<LetterWithAuthor[]> {
    const onlyPaidOrFree = paid === undefined ? '' : 'where was_paid = ?';
    const rows = await this.em.getConnection().execute<LetterRow[]>(
      `with page as (select id, created_at from cover_letter ${onlyPaidOrFree} order by created_at desc, id limit ? offset ?)
       select l.id, l.user_id, u.email, u.first_name, u.last_name, u.profile_image_url, l.company_name, l.job_title, l.job_url,
              l.linkedin_url, l.cover_letter_text, l.compatibility_score, l.matching_skills, l.was_paid, l.cost_incurred_minor,
              l.payment_id, l.created_at, l.writer_model, l.prompt_version, l.token_usage,
              (select count(*) from cover_letter_version v where v.cover_letter_id = l.id and v.source = 'edited') as edit_count
         from page join cover_letter l on l.id = page.id left join app_user u on u.id = l.user_id
        order by page.created_at desc, page.id`,
      [...(paid === undefined ? [] : [paid]), limit, offset],
    );
    return rows.map((r) => ({
      id: r.id,
      user: r.user_id ? { id: r.user_id, email: r.email, firstName: r.first_name, lastName: r.last_name, profileImageUrl: r.profile_image_url } : null,
      companyName: r.company_name,
      jobTitle: r.job_title,
      jobUrl: r.job_url,
      linkedinUrl: r.linkedin_url,
      coverLetterText: r.cover_letter_text,
      compatibilityScore: Number(r.compatibility_score),
      matchingSkills: r.matching_skills,
      wasPaid: r.was_paid,
      costIncurredMinor: r.cost_incurred_minor,
      paymentId: r.payment_id,
      createdAt: new Date(r.created_at),
      writerModel: r.writer_model,
      promptVersion: r.prompt_version,
      tokenUsage: r.token_usage,
      editCount: Number(r.edit_count),
    }));
  }
}
