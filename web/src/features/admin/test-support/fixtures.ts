import {
  ADMIN_API,
  API,
  type AdminAnalytics,
  type AdminCheckResponse,
  type AdminCoverLetter,
  type AdminUnfulfilledPayment,
  type AdminUserSummary,
  type PaymentConfig,
} from '@coverletter/contracts';
import type { FakeAnswer } from '../../../test/test-utils';
import { adminPagePath } from '../api/admin-pages';
import { utcDayKey } from '../format/days';

export const ADMIN_EMAIL = 'admin@example.com';

export const checks = {
  anonymous: { authenticated: false, isAdmin: false, user: null },
  signedIn: { authenticated: true, isAdmin: false, user: { email: 'someone@example.com', profileImageUrl: '' } },
  admin: { authenticated: true, isAdmin: true, user: { email: ADMIN_EMAIL, profileImageUrl: '' } },
} satisfies Record<string, AdminCheckResponse>;

export const FORBIDDEN: FakeAnswer = {
  status: 403,
  body: { statusCode: 403, error: 'Forbidden', message: "You don't have permission to access this page." },
};

/** YYYY-MM-DD of `daysAgo` days before today (UTC). */
export function day(daysAgo: number, today = new Date()): string {
  return utcDayKey(new Date(today.getTime() - daysAgo * 24 * 60 * 60 * 1000));
}

export function analytics(overrides: Partial<AdminAnalytics> = {}): AdminAnalytics {
  return {
    totalUsers: 12,
    totalCoverLetters: 30,
    totalPayments: 8,
    totalRevenue: 48000,
    registrationsByDay: [],
    generationsByDay: [],
    paymentsByDay: [],
    topRevenueDays: [],
    paidLetters: 8,
    freeLetters: 22,
    averageScore: 7.4,
    topJobTitles: [],
    userBehaviour: [],
    ...overrides,
  };
}

export function adminUser(overrides: Partial<AdminUserSummary> = {}): AdminUserSummary {
  return {
    id: 'u1',
    firstName: 'Anna',
    lastName: 'Lind',
    email: 'anna.lind@example.com',
    profileImageUrl: '',
    createdAt: '2025-01-10T09:00:00.000Z',
    totalLetters: 0,
    paidLetters: 0,
    totalSpent: '0.00',
    recentLetters: [],
    moreLetters: 0,
    ...overrides,
  };
}

export function adminLetter(overrides: Partial<AdminCoverLetter> = {}): AdminCoverLetter {
  return {
    id: 'l1',
    userId: 'u1',
    user: { email: 'anna.lind@example.com', firstName: 'Anna', lastName: 'Lind', profileImageUrl: '' },
    companyName: 'Acme',
    jobTitle: 'Frontend Engineer',
    jobUrl: null,
    linkedinUrl: null,
    coverLetterText: 'Dear Hiring Manager,\n\nI would love to join Acme.',
    compatibilityScore: 8,
    matchingSkills: ['React'],
    wasPaid: false,
    costIncurred: null,
    paymentId: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function unfulfilledPayment(overrides: Partial<AdminUnfulfilledPayment> = {}): AdminUnfulfilledPayment {
  return {
    id: 'p1',
    reference: 'clp_stuck',
    user: { id: 'u1', email: 'anna.lind@example.com', firstName: 'Anna', lastName: 'Lind' },
    amountMinor: 6000,
    currency: 'UAH',
    paidAt: '2025-03-01T10:00:00.000Z',
    lastError: 'The writing service answered 500',
    attempts: 7,
    taskState: 'stopped',
    ...overrides,
  };
}

export const PAYMENT_CONFIG: PaymentConfig = { price: 60, currency: 'UAH', currencyCode: 980, displayText: '₴60 (~$2 USD)' };

export const firstPage = {
  users: adminPagePath(API.adminUsers, 0),
  letters: adminPagePath(API.adminCoverLetters, 0),
  paidLetters: adminPagePath(API.adminCoverLetters, 0, { paid: 'true' }),
  unfulfilled: adminPagePath(ADMIN_API.unfulfilledPayments, 0),
};

interface AdminData {
  users?: AdminUserSummary[];
  letters?: AdminCoverLetter[];
  /** What `?paid=true` answers. */
  paidLetters?: AdminCoverLetter[];
  unfulfilled?: AdminUnfulfilledPayment[];
  stats?: AdminAnalytics;
}

/** The admin dashboard's calls for a signed-in admin, with the given data. */
export function adminRoutes({
  users = [adminUser()],
  letters = [adminLetter()],
  paidLetters = [],
  unfulfilled = [],
  stats = analytics(),
}: AdminData = {}): Record<string, FakeAnswer> {
  return {
    [API.adminCheck]: { body: checks.admin },
    [firstPage.users]: { body: users },
    [firstPage.letters]: { body: letters },
    [firstPage.paidLetters]: { body: paidLetters },
    [firstPage.unfulfilled]: { body: unfulfilled },
    [API.adminAnalytics]: { body: stats },
  };
}
