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

/** `GET /api/admin/cover-letters` items (newest first, paginated like the users). */
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
}

export interface DayCount {
  /** YYYY-MM-DD (UTC). */
  date: string;
  count: number;
}

export interface DayPayments extends DayCount {
  /** Minor units (divide by 100 for display). */
  amount: number;
}

/** `GET /api/admin/analytics`: totals, per-day series for the last 30 days, and the lists the tabs show. */
export interface AdminAnalytics {
  totalUsers: number;
  totalCoverLetters: number;
  totalPayments: number;
  /** Minor units across all paid payments. */
  totalRevenue: number;
  registrationsByDay: DayCount[];
  generationsByDay: DayCount[];
  paymentsByDay: DayPayments[];
  paidLetters: number;
  freeLetters: number;
  averageScore: number | null;
  topJobTitles: { jobTitle: string; count: number }[];
  /** Per user with letters: total, free, paid and average score (the 50 most active). */
  userBehaviour: { userId: string; email: string | null; total: number; free: number; paid: number; averageScore: number | null }[];
}

/** `GET /api/admin/payment-config` is a `PaymentConfig`; saving sends `SavePaymentConfigRequest`. */
export const ADMIN_PAGE_MAX = 200;
export const ADMIN_PAGE_DEFAULT = 50;
