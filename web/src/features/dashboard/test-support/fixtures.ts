import { API, type CoverLetterResponse, type LinkedinProfileResponse, type SavedCvResponse } from '@coverletter/contracts';
import { anna } from '../../../test/people';
import type { FakeAnswer } from '../../../test/test-utils';

export const GUEST_SESSION_ID = '6f1c2b8e-3d4a-4f5b-9c6d-7e8f9a0b1c2d';

export { anna } from '../../../test/people';

export function letter(overrides: Partial<CoverLetterResponse> = {}): CoverLetterResponse {
  return {
    id: 'l1',
    userId: anna.id,
    companyName: 'Acme',
    jobTitle: 'Frontend Engineer',
    jobUrl: null,
    linkedinUrl: null,
    coverLetterText: 'Dear Hiring Manager,\n\nI would love to join Acme.',
    compatibilityScore: 8,
    matchingSkills: ['React'],
    missingSkills: [],
    skillEvidence: [{ skill: 'React', evidence: 'Built the checkout in React and TypeScript.' }],
    letterhead: { name: 'Anna Lind', email: 'anna.lind@example.com', phone: null, language: 'en' },
    wasPaid: false,
    costIncurred: null,
    paymentId: null,
    createdAt: '2025-03-01T10:00:00.000Z',
    ...overrides,
  };
}

export function savedCv(overrides: Partial<SavedCvResponse> = {}): SavedCvResponse {
  return {
    id: 'cv1',
    filename: 'anna-lind-cv.pdf',
    content: 'Anna Lind, frontend engineer',
    textLength: 2400,
    size: 120_000,
    isDefault: true,
    createdAt: '2025-02-01T10:00:00.000Z',
    ...overrides,
  };
}

export const NO_LINKEDIN: LinkedinProfileResponse = { linkedinUrl: null, linkedinContent: null, updatedAt: null };

export const LINKEDIN: LinkedinProfileResponse = {
  linkedinUrl: 'https://www.linkedin.com/in/anna-lind',
  linkedinContent: 'Frontend engineer with eight years of React and TypeScript in product teams.',
  updatedAt: '2025-02-10T10:00:00.000Z',
};

/** Routes of a signed-in user's dashboard with the given lists; opening one of the letters records a view. */
export function signedInRoutes({
  letters = [],
  cvs = [savedCv()],
  linkedin = NO_LINKEDIN,
}: { letters?: CoverLetterResponse[]; cvs?: SavedCvResponse[]; linkedin?: LinkedinProfileResponse } = {}): Record<string, FakeAnswer> {
  return {
    [`GET ${API.authSession}`]: { body: { user: anna } },
    [`GET ${API.adminCheck}`]: { body: { authenticated: true, isAdmin: false, user: { email: anna.email, profileImageUrl: '' } } },
    [`GET ${API.coverLetters}`]: { body: letters },
    [`GET ${API.userCvs}`]: { body: cvs },
    [`GET ${API.userLinkedin}`]: { body: linkedin },
    [`GET ${API.paymentConfig}`]: { body: { displayText: '₴60 (~$2 USD)' } },
    ...Object.fromEntries(letters.map(({ id }) => [`POST ${API.coverLetters}/${id}/view`, { body: { success: true } }])),
  };
}
