/** A recent letter in the admin users list. */
export interface AdminRecentLetter {
  id: string;
  jobTitle: string | null;
  companyName: string | null;
  wasPaid: boolean;
  createdAt: string;
}

/** `GET /api/admin/users` items (newest users first, paginated: `?limit=&offset=`, limit ≤ 200, default 50). */
export interface AdminUserSummary {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string;
  createdAt: string;
  totalLetters: number;
  paidLetters: number;
  /** Decimal dollars text, e.g. "4.00". */
  totalSpent: string;
  /** The 3 most recent letters. */
  recentLetters: AdminRecentLetter[];
  /** How many letters beyond the recent ones. */
  moreLetters: number;
}

/**
 * `GET /api/admin/cover-letters` items (newest first, paginated like the users; `?paid=true` lists
 * only paid letters, `?paid=false` only free ones).
 */
export interface AdminCoverLetter {
  id: string;
  userId: string | null;
  user: { email: string | null; firstName: string | null; lastName: string | null; profileImageUrl: string } | null;
  companyName: string | null;
  jobTitle: string | null;
  jobUrl: string | null;
  linkedinUrl: string | null;
  coverLetterText: string;
  compatibilityScore: number;
  matchingSkills: string[];
  wasPaid: boolean;
  costIncurred: string | null;
  paymentId: string | null;
  createdAt: string;
  /** Who wrote it: the model as the provider named it ('local' for the built-in writer), the prompt version and the tokens it took; null for older letters. */
  writerModel?: string | null;
  promptVersion?: string | null;
  tokenUsage?: { promptTokens: number; completionTokens: number; totalTokens: number } | null;
  /** Edits the user saved (`edited` versions; a restored version counts as one); 0 for a letter never edited. */
  editCount?: number;
}

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  date: string;
  count: number;
}

export interface DayPayments extends DayCount {
  /** US cents (minor units of US dollars; divide by 100 for display), whatever currency was paid in. */
  amount: number;
}

/** `GET /api/admin/analytics`: totals, per-day series for the last 30 days, and the lists the tabs show. */
export interface AdminAnalytics {
  totalUsers: number;
  totalCoverLetters: number;
  totalPayments: number;
  /** US cents across all paid payments (each currency converted as `costInDollars` does). */
  totalRevenue: number;
  /** The 30 UTC days up to today, days without any left out. */
  registrationsByDay: DayCount[];
  generationsByDay: DayCount[];
  paymentsByDay: DayPayments[];
  /** The ADMIN_TOP_COUNT days with the most revenue of all time, highest first (the later day first on a tie). */
  topRevenueDays: DayPayments[];
  paidLetters: number;
  freeLetters: number;
  averageScore: number | null;
  /** Letters copied, downloaded or exported at least once (our addition, issue 13). */
  lettersUsed?: number;
  /** Of those, the ones that had an edited version when first used. */
  lettersEditedBeforeUse?: number;
  /** lettersEditedBeforeUse / lettersUsed, 0 to 1; null before any letter was used. */
  editedBeforeUseShare?: number | null;
  topJobTitles: { jobTitle: string; count: number }[];
  /** Per user with letters: total, free, paid and average score (the 50 most active). */
  userBehaviour: { userId: string; email: string | null; total: number; free: number; paid: number; averageScore: number | null }[];
}

/** `GET /api/admin/payment-config` is a `PaymentConfig`; saving sends `SavePaymentConfigRequest`. */
export const ADMIN_PAGE_MAX = 200;
export const ADMIN_PAGE_DEFAULT = 50;
/** SPEC.md section 9: top 5 revenue days and job titles. */
export const ADMIN_TOP_COUNT = 5;
/**
 * The highest price an admin may set, in the currency's main unit. Payments keep their amount in
 * minor units as a 32-bit integer; this keeps far below that.
 */
export const MAX_PRICE = 1_000_000;

/**
 * Where a paid letter's background job stands: `waiting` (queued, or waiting to try again),
 * `running`, or `stopped` (it gave up after its retries, or no job holds it: only a retry runs it).
 */
export type PaidLetterTaskState = 'waiting' | 'running' | 'stopped';

/**
 * `GET /api/admin/payments/unfulfilled` items: paid payments whose letter has not been written yet,
 * oldest payment first (paginated like the users).
 */
export interface AdminUnfulfilledPayment {
  /** The payment's id (also its letter job's id). */
  id: string;
  /** The payment reference (the letter's `paymentId` once written). */
  reference: string;
  user: { id: string; email: string | null; firstName: string | null; lastName: string | null };
  /** Minor units of `currency`, as charged. */
  amountMinor: number;
  currency: string;
  paidAt: string;
  /** The last reason the letter could not be written; null before the first failure. */
  lastError: string | null;
  /** Writing attempts so far, including one under way. */
  attempts: number;
  taskState: PaidLetterTaskState;
}

/**
 * `POST /api/admin/payments/{id}/retry`: `retried` (a failed job runs again), `resent` (the queue no
 * longer held a runnable job, so a new one was queued) or `already-queued` (it is waiting or running).
 */
export type PaidLetterRetryOutcome = 'retried' | 'resent' | 'already-queued';

export interface AdminRetryPaymentResponse {
  outcome: PaidLetterRetryOutcome;
}

/** The admin routes beyond SPEC.md section 7 (ours, for payments that need follow-up). */
export const ADMIN_API = {
  unfulfilledPayments: '/api/admin/payments/unfulfilled',
  retryPayment: (id: string) => `/api/admin/payments/${encodeURIComponent(id)}/retry`,
} as const;
