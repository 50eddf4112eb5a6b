import { API, type GenerateForUserRequest, type MatchAssessment } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderPage } from '../../../test/test-utils';
import { PaymentModal } from './PaymentModal';

const REQUEST: GenerateForUserRequest = { cvId: 'cv1', jobDescription: 'Data Scientist at Example Analytics', useLinkedIn: false };
const PRICE = { [`GET ${API.paymentConfig}`]: { body: { displayText: '₴60 (~$2 USD)' } } };

function assessment(overrides: Partial<MatchAssessment> = {}): MatchAssessment {
  return {
    score: 3,
    requirementsMet: 2,
    requirementsTotal: 9,
    matchingSkills: ['Git', 'Docker'],
    missingSkills: ['Python', 'pandas', 'NumPy', 'Machine learning', 'Statistics', 'Apache Spark', 'Tableau'],
    skillEvidence: [],
    companyName: 'Example Analytics',
    jobTitle: 'Data Scientist',
    ...overrides,
  };
}

function renderModal(request: GenerateForUserRequest | null = REQUEST) {
  return renderPage(<PaymentModal open onOpenChange={() => undefined} request={request} letterCount={1} onGoToCreate={() => undefined} />);
}

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => window.localStorage.clear());

test('shows the match of the letter to pay for above the price, and warns when it is low', async () => {
  const api = fakeApi({ ...PRICE, [`POST ${API.assess}`]: { body: assessment() } });
  renderModal();

  const dialog = await screen.findByRole('dialog');
  const summary = await within(dialog).findByText('Match 3/10 — 2 of 9 requirements met');
  const price = within(dialog).getByText('₴60 (~$2 USD)');
  expect(summary.compareDocumentPosition(price) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Low match: your CV shows few of the skills this job asks for.');
  expect(within(dialog).getByRole('alert')).toHaveTextContent('consider whether this job is worth a paid letter');
  expect(api.requests(`POST ${API.assess}`).map((r) => r.body)).toEqual([REQUEST]);
});

test('no warning for a match of 4 or more; the score keeps its decimal', async () => {
  fakeApi({ ...PRICE, [`POST ${API.assess}`]: { body: assessment({ score: 7.5, requirementsMet: 7, requirementsTotal: 9 }) } });
  renderModal();

  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Match 7.5/10 — 7 of 9 requirements met')).toBeInTheDocument();
  expect(within(dialog).queryByText(/Low match/)).not.toBeInTheDocument();
});

test('in Swedish', async () => {
  window.localStorage.setItem('locale', 'sv');
  fakeApi({ ...PRICE, [`POST ${API.assess}`]: { body: assessment({ score: 3.5 }) } });
  renderModal();

  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Matchning 3,5/10 — 2 av 9 krav uppfyllda')).toBeInTheDocument();
  expect(within(dialog).getByRole('alert')).toHaveTextContent('Låg matchning');
});

test('a failed assessment does not stand in the way of paying', async () => {
  fakeApi({ ...PRICE, [`POST ${API.assess}`]: { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'Too many requests' } } });
  renderModal();

  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Your match could not be assessed right now.')).toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Pay now' })).toBeEnabled();
});

test('asks nothing when there is no letter to pay for', async () => {
  const api = fakeApi(PRICE);
  renderModal(null);

  await screen.findByRole('button', { name: 'Go to the create form' });
  expect(api.requests(`POST ${API.assess}`)).toEqual([]);
});
