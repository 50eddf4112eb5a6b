/**
 * The sign-in paths: a part of `API` of their own, for the side panel's first script, which asks
 * who is signed in and needs no other path (a page's first load, issue 15).
 */
export const SIGN_IN_API = {
  authUser: '/api/auth/user',
  authSession: '/api/auth/session',
  login: '/api/login',
  logout: '/api/logout',
} as const;

/** Every API path of SPEC.md section 7, in one place for the API, the web app and the extension. */
export const API = {
  health: '/api/health',
  appConfig: '/api/app-config',
  sessionInit: '/api/session/init',
  sessionStatus: '/api/session/status',
  cvUpload: '/api/cv/upload',
  cv: '/api/cv',
  jobScrape: '/api/job/scrape',
  linkedinScrape: '/api/linkedin/scrape',
  jobInfo: '/api/job-info',
  generate: '/api/generate',
  result: '/api/result',
  resultUses: '/api/result/uses',
  assess: '/api/assess',
  migrateSession: '/api/migrate-session',
  clearSession: '/api/clear-session',
  coverLetters: '/api/cover-letters',
  coverLetter: (id: string) => `/api/cover-letters/${encodeURIComponent(id)}`,
  coverLetterVersions: (id: string) => `/api/cover-letters/${encodeURIComponent(id)}/versions`,
  coverLetterUses: (id: string) => `/api/cover-letters/${encodeURIComponent(id)}/uses`,
  ...SIGN_IN_API,
  paymentConfig: '/api/payment/config',
  paymentCreate: '/api/payment/create',
  paymentVerify: (reference: string) => `/api/payment/verify/${encodeURIComponent(reference)}`,
  generateUser: '/api/generate-cover-letter-user',
  userCvs: '/api/user/cvs',
  userLinkedin: '/api/user/linkedin',
  adminCheck: '/api/admin/check',
  adminLogin: '/api/admin/login',
  adminUsers: '/api/admin/users',
  adminCoverLetters: '/api/admin/cover-letters',
  adminAnalytics: '/api/admin/analytics',
  adminPaymentConfig: '/api/admin/payment-config',
  adminPaymentConfigSave: '/api/admin/settings/payment_config',
} as const;

/** The header that carries the guest session id (SPEC.md section 7). */
export const SESSION_HEADER = 'X-Session-ID';
