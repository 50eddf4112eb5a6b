import { API, type MatchAssessment } from '@coverletter/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { configureApiClient } from '../api/request';
import { createMemorySessionStore } from '../api/session-store';
import { sessionStatusQueryKey } from './api/use-session-status';
import { GeneratorWorkspace } from './GeneratorWorkspace';
import { fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE } from '../test-support/fake-api';
import { closeToasts, renderGenerator } from './test-support/render-generator';

const ASSESS = `POST ${API.assess}`;

const LOW: MatchAssessment = {
  score: 3,
  requirementsMet: 2,
  requirementsTotal: 9,
  matchingSkills: ['Git', 'Docker'],
  missingSkills: ['Python', 'pandas'],
  skillEvidence: [{ skill: 'Docker', evidence: 'Ran the services in Docker.' }],
  companyName: 'Example Analytics',
  jobTitle: 'Data Scientist',
};

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) }));
afterEach(closeToasts);

test('shows the match before Generate once the CV and job details are in, and asks again when they change', async () => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true }), [ASSESS]: { body: LOW } });
  const { queryClient } = renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);

  const summary = await screen.findByText('Match 3/10 — 2 of 9 requirements met');
  const generate = screen.getByRole('button', { name: 'Generate Cover Letter' });
  expect(summary.compareDocumentPosition(generate) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(screen.getByRole('alert')).toHaveTextContent('Low match');
  expect(screen.getByRole('list', { name: 'Skills to strengthen' })).toHaveTextContent('Pythonpandas');
  expect(api.requests(ASSESS)).toHaveLength(1);
  // The guest's request carries no body: the server assesses the session.
  expect(api.requests(ASSESS)[0].body).toBeUndefined();

  // Saving job details or a CV invalidates the status, and the match with it.
  await act(() => queryClient.invalidateQueries({ queryKey: sessionStatusQueryKey() }));
  await waitFor(() => expect(api.requests(ASSESS)).toHaveLength(2));
});

test('in Swedish', async () => {
  fakeApi({ [STATUS_ROUTE]: sessionStatus({ hasCV: true, hasJobInfo: true }), [ASSESS]: { body: { ...LOW, score: 3.5 } } });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />, { locale: 'sv' });

  expect(await screen.findByText('Matchning 3,5/10 — 2 av 9 krav uppfyllda')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Din matchning' })).toBeInTheDocument();
});

test.each([[{ hasCV: false, hasJobInfo: true }], [{ hasCV: true, hasJobInfo: false }]])('asks nothing with status %o', async (status) => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(status), [ASSESS]: { body: LOW } });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" />);

  await screen.findByRole('button', { name: 'Generate Cover Letter' });
  expect(screen.queryByText(/^Match /)).not.toBeInTheDocument();
  expect(api.requests(ASSESS)).toHaveLength(0);
});
