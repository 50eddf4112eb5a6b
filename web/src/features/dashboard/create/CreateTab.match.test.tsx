import { API, type MatchAssessment } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/test-utils';
import { letter, savedCv, signedInRoutes } from '../test-support/fixtures';
import { closeToasts, renderDashboard } from '../test-support/render-dashboard';

const ASSESS = `POST ${API.assess}`;
const POSTING = 'Frontend Engineer at Acme. You will build React and TypeScript applications with a small team.';

const STRONG: MatchAssessment = {
  score: 8,
  requirementsMet: 2,
  requirementsTotal: 3,
  matchingSkills: ['React', 'TypeScript'],
  missingSkills: ['GraphQL'],
  skillEvidence: [{ skill: 'React', evidence: 'Built the checkout in React for 2 million users.' }],
  companyName: 'Acme',
  jobTitle: 'Frontend Engineer',
};
const WEAK: MatchAssessment = {
  ...STRONG,
  score: 2.5,
  requirementsMet: 1,
  requirementsTotal: 6,
  matchingSkills: ['TypeScript'],
  missingSkills: ['Python', 'Kafka', 'Go', 'Rust', 'GraphQL'],
  skillEvidence: [],
};

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  closeToasts();
  window.sessionStorage.clear();
});

async function openCreate(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderDashboard('/dashboard?tab=create');
  await screen.findByRole('heading', { name: 'Create a Cover Letter' }, { timeout: 5000 });
  return api;
}

test('shows the match as soon as a CV and a posting are chosen, with the skills and their evidence', async () => {
  const api = await openCreate({ ...signedInRoutes({ cvs: [savedCv({ id: 'main' })] }), [ASSESS]: { body: STRONG } });
  expect(screen.queryByText(/^Match /)).not.toBeInTheDocument();

  fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
  expect(await screen.findByText('Match 8/10 — 2 of 3 requirements met', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByText(/Low match/)).not.toBeInTheDocument();
  expect(screen.getByRole('list', { name: 'Matching skills' })).toHaveTextContent('ReactTypeScript');
  expect(screen.getByRole('list', { name: 'Skills to strengthen' })).toHaveTextContent('GraphQL');
  fireEvent.click(screen.getByRole('button', { name: 'React' }));
  expect(screen.getByText('React: “Built the checkout in React for 2 million users.”')).toBeInTheDocument();
  // Asked once, for the settled description, with the letter's own request.
  expect(api.requests(ASSESS).map((r) => r.body)).toEqual([{ cvId: 'main', jobDescription: POSTING, useLinkedIn: false }]);
});

test('warns when the match is low, and the payment modal then shows the same match without asking again', async () => {
  const api = await openCreate({
    ...signedInRoutes({ letters: [letter({ id: 'a' })] }),
    [ASSESS]: { body: WEAK },
    [`POST ${API.generateUser}`]: apiError(402, 'Payment required', 'Payment required', { coverLetterCount: 1 }),
  });

  fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
  expect(await screen.findByText('Match 2.5/10 — 1 of 6 requirements met', undefined, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Low match: your CV shows few of the skills this job asks for.');

  fireEvent.click(screen.getByRole('button', { name: 'Generate Cover Letter' }));
  const modal = await screen.findByRole('dialog', { name: 'Unlock your next cover letter' });
  expect(within(modal).getByText('Match 2.5/10 — 1 of 6 requirements met')).toBeInTheDocument();
  expect(within(modal).getByRole('alert')).toHaveTextContent('consider whether this job is worth a paid letter');
  expect(api.requests(ASSESS)).toHaveLength(1);
});

test('no match is asked for without a job description, and clearing it hides the match', async () => {
  const api = await openCreate({ ...signedInRoutes(), [ASSESS]: { body: STRONG } });

  fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
  await screen.findByText('Match 8/10 — 2 of 3 requirements met', undefined, { timeout: 3000 });
  fireEvent.change(screen.getByLabelText('Job description'), { target: { value: '' } });
  expect(screen.queryByText(/^Match /)).not.toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 1000));
  await waitFor(() => expect(api.requests(ASSESS)).toHaveLength(1));
});
