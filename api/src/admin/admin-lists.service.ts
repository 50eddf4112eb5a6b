import { centsAsDollars, type AdminCoverLetter, type AdminRecentLetter, type AdminUserSummary } from '@coverletter/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { DEFAULT_AVATAR_URL } from '../users/users.service';
import type { CoverLettersQueryDto } from './dto/cover-letters-query.dto';
import type { PageQueryDto } from './dto/page-query.dto';

const RECENT_LETTERS = 3;

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

/** The admin's users and letters lists: one page at a time, counted and grouped in SQL. */
@Injectable()
export class AdminListsService {
  constructor(private readonly em: EntityManager) {}

  async users({ limit, offset }: PageQueryDto): Promise<AdminUserSummary[]> {
    const connection = this.em.getConnection();
    const users = await connection.execute<UserRow[]>(
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
    if (!users.length) return [];
    const recent = await connection.execute<RecentRow[]>(
      `select user_id, id, job_title, company_name, was_paid, created_at from (
         select l.*, row_number() over (partition by l.user_id order by l.created_at desc, l.id) as n
           from cover_letter l where l.user_id in (${users.map(() => '?').join(',')})
       ) ranked where n <= ${RECENT_LETTERS} order by created_at desc`,
      users.map((u) => u.id),
    );
    return users.map((u) => {
      const letters: AdminRecentLetter[] = recent
        .filter((r) => r.user_id === u.id)
        .map((r) => ({ id: r.id, jobTitle: r.job_title, companyName: r.company_name, wasPaid: r.was_paid, createdAt: new Date(r.created_at).toISOString() }));
      return {
        id: u.id,
        firstName: u.first_name,
        lastName: u.last_name,
        email: u.email,
        profileImageUrl: u.profile_image_url ?? DEFAULT_AVATAR_URL,
        createdAt: new Date(u.created_at).toISOString(),
        totalLetters: Number(u.total),
        paidLetters: Number(u.paid),
        totalSpent: centsAsDollars(Number(u.spent_cents)),
        recentLetters: letters,
        moreLetters: Math.max(0, Number(u.total) - letters.length),
      };
    });
  }

  async coverLetters({ limit, offset, paid }: CoverLettersQueryDto): Promise<AdminCoverLetter[]> {
    const onlyPaidOrFree = paid === undefined ? '' : 'where l.was_paid = ?';
    const rows = await this.em.getConnection().execute<LetterRow[]>(
      `select l.id, l.user_id, u.email, u.first_name, u.last_name, u.profile_image_url, l.company_name, l.job_title, l.job_url,
              l.linkedin_url, l.cover_letter_text, l.compatibility_score, l.matching_skills, l.was_paid, l.cost_incurred_minor,
              l.payment_id, l.created_at, l.writer_model, l.prompt_version, l.token_usage,
              (select count(*) from cover_letter_version v where v.cover_letter_id = l.id and v.source = 'edited') as edit_count
         from cover_letter l left join app_user u on u.id = l.user_id ${onlyPaidOrFree}
        order by l.created_at desc, l.id limit ? offset ?`,
      [...(paid === undefined ? [] : [paid]), limit, offset],
    );
    return rows.map((r) => ({
      id: r.id,
      userId: r.user_id,
      user: r.user_id ? { email: r.email, firstName: r.first_name, lastName: r.last_name, profileImageUrl: r.profile_image_url ?? DEFAULT_AVATAR_URL } : null,
      companyName: r.company_name,
      jobTitle: r.job_title,
      jobUrl: r.job_url,
      linkedinUrl: r.linkedin_url,
      coverLetterText: r.cover_letter_text,
      compatibilityScore: Number(r.compatibility_score),
      matchingSkills: r.matching_skills,
      wasPaid: r.was_paid,
      costIncurred: r.cost_incurred_minor === null ? null : centsAsDollars(r.cost_incurred_minor),
      paymentId: r.payment_id,
      createdAt: new Date(r.created_at).toISOString(),
      writerModel: r.writer_model,
      promptVersion: r.prompt_version,
      tokenUsage: r.token_usage,
      editCount: Number(r.edit_count),
    }));
  }
}
