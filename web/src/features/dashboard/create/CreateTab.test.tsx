import { API, MAX_REGENERATIONS, SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { configureApiClient, createMemorySessionStore } from '@coverletter/ui';
import { allowRadixSelect, chooseOption } from '@coverletter/ui/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiError, fakeApi } from '../../../test/test-utils';
import { LINKEDIN, letter, savedCv, signedInRoutes } from '../test-support/fixtures';
import { closeToasts, renderDashboard } from '../test-support/render-dashboard';

const SCRAPE = `POST ${API.jobScrape}`;
const GENERATE = `POST ${API.generateUser}`;
const VIEW_NEW = `POST ${API.coverLetters}/new/view`;
const POSTING = 'Frontend Engineer at Acme. You will build React and TypeScript applications with a small team.';

beforeEach(() => configureApiClient({ sessionStore: createMemorySessionStore() }));
afterEach(() => {
  closeToasts();
  window.sessionStorage.clear();
});

function generateButton() {
  return screen.getByRole('button', { name: /Generate Cover Letter|Generating/ });
}

async function openCreate(routes: Parameters<typeof fakeApi>[0]) {
  const api = fakeApi(routes);
  renderDashboard('/dashboard?tab=create');
  await screen.findByRole('heading', { name: 'Create a Cover Letter' });
  return api;
}

describe('validation', () => {
  test("without a CV: 'Please select a CV', a way to upload one, and Generate disabled", async () => {
    await openCreate(signedInRoutes({ cvs: [] }));

    expect(screen.getByText('Please select a CV')).toBeInTheDocument();
    expect(screen.getByText('You have no saved CVs yet.')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    fireEvent.click(screen.getByRole('button', { name: 'Upload a CV' }));
    expect(await screen.findByRole('heading', { name: 'Your CVs' })).toBeInTheDocument();
  });

  test("the default CV is preselected; without job details: 'Please provide job description or job URL'", async () => {
    await openCreate(
      signedInRoutes({ cvs: [savedCv({ id: 'other', filename: 'other.pdf', isDefault: false }), savedCv({ id: 'main', filename: 'main.pdf' })] }),
    );

    expect(screen.getByRole('radio', { name: /main\.pdf/ })).toBeChecked();
    expect(screen.getByText('Please provide job description or job URL')).toBeInTheDocument();
    expect(generateButton()).toBeDisabled();

    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
    expect(screen.queryByText('Please provide job description or job URL')).not.toBeInTheDocument();
    expect(generateButton()).toBeEnabled();
  });

  test('a job URL alone is enough', async () => {
    await openCreate({ ...signedInRoutes(), [SCRAPE]: { body: { success: true, content: POSTING } } });

    fireEvent.change(screen.getByLabelText('Job posting URL'), { target: { value: 'https://jobs.example.com/1' } });
    expect(generateButton()).toBeEnabled();
  });

  test('the LinkedIn switch is off and disabled with a hint when no profile is saved', async () => {
    await openCreate(signedInRoutes());

    const linkedinSwitch = screen.getByRole('switch', { name: 'Include LinkedIn profile' });
    expect(linkedinSwitch).toBeDisabled();
    expect(linkedinSwitch).not.toBeChecked();
    expect(linkedinSwitch).toHaveAccessibleDescription('Connect your LinkedIn profile to include it.');
  });
});

describe('job URL scrape', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function typeUrlAndWait(url: string) {
    fireEvent.change(screen.getByLabelText('Job posting URL'), { target: { value: url } });
    await act(async () => {
      jest.advanceTimersByTime(SCRAPE_DEBOUNCE_MS);
    });
  }

  test('an http URL is scraped once, 1.5 s after typing stops, and fills the description', async () => {
    const api = await openCreate({ ...signedInRoutes(), [SCRAPE]: { body: { success: true, content: POSTING } } });

    fireEvent.change(screen.getByLabelText('Job posting URL'), { target: { value: 'https://jobs.example.com/1' } });
    await act(async () => {
      jest.advanceTimersByTime(SCRAPE_DEBOUNCE_MS - 1);
    });
    expect(api.requests(SCRAPE)).toHaveLength(0);
    await act(async () => {
      jest.advanceTimersByTime(1);
    });
    expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([{ jobUrl: 'https://jobs.example.com/1' }]);
    expect(await screen.findByText('Job details added')).toBeInTheDocument();
    expect(screen.getByLabelText('Job description')).toHaveValue(POSTING);

    await typeUrlAndWait('https://jobs.example.com/1 ');
    await typeUrlAndWait('not a url');
    expect(api.requests(SCRAPE)).toHaveLength(1);
  });

  test("a site that 'blocks automated access' shows 'Job posting protected' with copy-paste steps", async () => {
    await openCreate({
      ...signedInRoutes(),
      [SCRAPE]: { body: { success: false, content: '', message: 'This site blocks automated access. Please copy and paste the job description.' } },
    });

    await typeUrlAndWait('https://jobs.example.com/1');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Job posting protected');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(panel).toHaveTextContent('Paste it into the Job description field below.');
  });

  test("any other failure shows 'Extraction Failed' with the reason", async () => {
    await openCreate({ ...signedInRoutes(), [SCRAPE]: apiError(400, 'Invalid URL', 'Please enter a job posting URL starting with http:// or https://') });

    await typeUrlAndWait('https://jobs.example.com/1');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Extraction Failed');
    expect(panel).toHaveTextContent('Please enter a job posting URL starting with http:// or https://');
  });

  test('the failure of one address goes as soon as the address changes', async () => {
    await openCreate({
      ...signedInRoutes(),
      [SCRAPE]: { body: { success: false, content: '', message: 'Needs JavaScript.', reason: 'needs-javascript' } },
    });

    await typeUrlAndWait('https://jobs.example.com/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Extraction Failed');
    fireEvent.change(screen.getByLabelText('Job posting URL'), { target: { value: 'https://jobs.example.com/2' } });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('job URL scrape, by reason code', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    window.localStorage.removeItem('locale');
  });

  async function typeUrlAndWait(label: string, url: string) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: url } });
    await act(async () => {
      jest.advanceTimersByTime(SCRAPE_DEBOUNCE_MS);
    });
  }

  async function openCreateInSwedish(routes: Parameters<typeof fakeApi>[0]) {
    window.localStorage.setItem('locale', 'sv');
    const api = fakeApi(routes);
    renderDashboard('/dashboard?tab=create');
    await screen.findByRole('heading', { name: 'Skapa ett personligt brev' });
    return api;
  }

  test("'blocked' shows the protected panel with its steps, in Swedish", async () => {
    await openCreateInSwedish({
      ...signedInRoutes(),
      [SCRAPE]: {
        body: { success: false, content: '', message: 'This site blocks automated access. Please copy and paste the job description.', reason: 'blocked' },
      },
    });

    await typeUrlAndWait('Länk till jobbannonsen', 'https://jobs.example.com/1');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Jobbannonsen är skyddad');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(3);
    expect(panel).not.toHaveTextContent('blocks automated access');
  });

  test.each([
    [
      {
        body: {
          success: false,
          content: '',
          message: 'The job site took too long to respond. Please try again or paste the job description.',
          reason: 'timeout',
        },
      },
      'Jobbsajten svarade inte i tid.',
    ],
    [
      apiError(400, 'Address not allowed', 'This address cannot be fetched: it points to a private or local network.', { reason: 'address-not-allowed' }),
      'Adressen går inte att hämta eftersom den pekar på ett privat eller lokalt nätverk.',
    ],
  ])("another reason shows the 'Extraction Failed' panel with the Swedish sentence (%#)", async (answer, swedish) => {
    await openCreateInSwedish({ ...signedInRoutes(), [SCRAPE]: answer });

    await typeUrlAndWait('Länk till jobbannonsen', 'https://jobs.example.com/1');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('Det gick inte att hämta annonsen');
    expect(panel).toHaveTextContent(swedish);
    expect(panel).toHaveTextContent('Klistra in annonstexten nedan i stället.');
    expect(panel).not.toHaveTextContent(/took too long|cannot be fetched/);
  });

  test("an unknown reason falls back to the server's sentence", async () => {
    await openCreateInSwedish({
      ...signedInRoutes(),
      [SCRAPE]: { body: { success: false, content: '', message: 'The site is down for maintenance.', reason: 'maintenance' } },
    });

    await typeUrlAndWait('Länk till jobbannonsen', 'https://jobs.example.com/1');
    expect(await screen.findByRole('alert')).toHaveTextContent('The site is down for maintenance.');
  });

  test('each distinct URL is read once: going back to an earlier one (A → B → A) sends nothing', async () => {
    const api = await openCreate({ ...signedInRoutes(), [SCRAPE]: { body: { success: false, content: '', message: 'Gone', reason: 'not-found' } } });

    for (const url of ['https://jobs.example.com/a', 'https://jobs.example.com/b', 'https://jobs.example.com/a']) {
      await typeUrlAndWait('Job posting URL', url);
    }
    expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([{ jobUrl: 'https://jobs.example.com/a' }, { jobUrl: 'https://jobs.example.com/b' }]);
  });
});

describe('generate', () => {
  test("posts the form, reads 'Generating...' while pending, then opens the new letter in the letters tab", async () => {
    const created = letter({ id: 'new', companyName: 'Northwind', coverLetterText: '**Cover Letter:**\nDear team,\n\nHello.' });
    const warn = jest.spyOn(console, 'warn');
    let release!: () => void;
    const api = await openCreate({
      ...signedInRoutes({ linkedin: LINKEDIN }),
      [GENERATE]: () => new Promise((resolve) => (release = () => resolve({ body: created }))),
      [VIEW_NEW]: { body: { success: true } },
    });

    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
    fireEvent.click(generateButton());
    expect(await screen.findByRole('button', { name: 'Generating...' })).toBeDisabled();
    expect(api.requests(GENERATE).map((r) => r.body)).toEqual([
      { cvId: 'cv1', jobDescription: POSTING, useLinkedIn: true, length: 'standard', tone: 'formal', language: 'auto' },
    ]);
    // The steps the server pushes are shown under the form; before the first, the first step is under way.
    expect(screen.getByRole('list', { name: 'Steps of writing your letter' })).toBeInTheDocument();
    expect(screen.getByText('Reading the job posting…')).toBeInTheDocument();

    await act(async () => release());
    expect(await screen.findByText('Cover Letter ready!')).toBeInTheDocument();
    const viewer = await screen.findByRole('dialog', { name: 'Letter for Northwind' });
    expect(within(viewer).getByRole('document')).toHaveTextContent(/^Dear team, Hello\.$/);
    // The open dialog hides the page from assistive technology, hence hidden: true.
    expect(screen.getByRole('tab', { selected: true, hidden: true })).toHaveTextContent(/^Letters/);
    await waitFor(() => expect(api.requests(VIEW_NEW)).toHaveLength(1));
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  test("a 402 opens the payment modal for the account's next letter", async () => {
    await openCreate({
      ...signedInRoutes({ letters: [letter({ id: 'a' }), letter({ id: 'b' })] }),
      [GENERATE]: apiError(402, 'Payment required', 'Payment required', { coverLetterCount: 2 }),
    });

    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
    fireEvent.click(generateButton());
    const modal = await screen.findByRole('dialog', { name: 'Unlock your next cover letter' });
    expect(modal).toHaveTextContent('This will be your 3rd cover letter.');
    expect(await within(modal).findByText('₴60 (~$2 USD)')).toBeInTheDocument();
    expect(within(modal).getByRole('button', { name: 'Pay now' })).toBeEnabled();
  });

  test("any other failure without a reason code is a 'Generation failed' toast with the server's sentence", async () => {
    await openCreate({ ...signedInRoutes(), [GENERATE]: apiError(400, 'Add job details', 'Add job details') });

    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
    fireEvent.click(generateButton());
    expect(await screen.findByText('Generation failed')).toBeInTheDocument();
    expect(screen.getByText('Add job details')).toBeInTheDocument();
  });
});

describe('the letter options (issue 13)', () => {
  beforeAll(allowRadixSelect);

  it('are sent with the letter, start at standard, formal and the posting’s language, and stay for the next letter', async () => {
    const api = await openCreate({
      ...signedInRoutes({ linkedin: LINKEDIN }),
      [GENERATE]: { body: letter({ id: 'new', length: 'short', tone: 'confident' }) },
    });
    expect(screen.getByRole('combobox', { name: 'Length' })).toHaveTextContent('Standard');
    await chooseOption('Length', 'Short');
    await chooseOption('Tone', 'Confident');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Confident'));
    fireEvent.change(screen.getByLabelText('Job description'), { target: { value: POSTING } });
    fireEvent.click(generateButton());
    await waitFor(() => expect(api.requests(GENERATE)).toHaveLength(1));
    expect(api.requests(GENERATE)[0].body).toMatchObject({ length: 'short', tone: 'confident', language: 'auto' });
    // The match does not depend on them: choosing them asks for no new assessment.
    for (const { body } of api.requests(`POST ${API.assess}`)) expect(body).not.toHaveProperty('length');
  });
});

describe("'Generation failed' says why in the UI's language", () => {
  afterEach(() => window.localStorage.removeItem('locale'));

  const SERVER_SENTENCE = 'The AI service did not answer in time. Please try again.';
  const timedOut = apiError(502, 'Generation failed', SERVER_SENTENCE, { reason: 'timeout' });

  async function generateAndFail(answer: ReturnType<typeof apiError>, locale: 'en' | 'sv') {
    window.localStorage.setItem('locale', locale);
    fakeApi({ ...signedInRoutes(), [GENERATE]: answer });
    renderDashboard('/dashboard?tab=create');
    const description = await screen.findByLabelText(locale === 'en' ? 'Job description' : 'Annonstext');
    fireEvent.change(description, { target: { value: POSTING } });
    fireEvent.click(screen.getByRole('button', { name: locale === 'en' ? 'Generate Cover Letter' : 'Skapa personligt brev' }));
  }

  test('English: the spec title, and the sentence for the code', async () => {
    await generateAndFail(timedOut, 'en');
    const toast = (await screen.findByText('Generation failed')).closest('li') as HTMLElement;
    expect(toast).toHaveTextContent('The writing service took too long to answer. Please try again. This attempt was not counted, so nothing was used up.');
    expect(toast).not.toHaveTextContent(SERVER_SENTENCE);
  });

  test('Swedish: title and sentence in Swedish, no English server sentence', async () => {
    await generateAndFail(timedOut, 'sv');
    const toast = (await screen.findByText('Det gick inte att skapa brevet')).closest('li') as HTMLElement;
    expect(toast).toHaveTextContent('Skrivtjänsten svarade inte i tid. Försök igen. Försöket räknas inte, så inget har förbrukats.');
    expect(toast).not.toHaveTextContent(SERVER_SENTENCE);
  });

  test('Swedish: the rewrite limit names the limit', async () => {
    await generateAndFail(apiError(429, 'Too Many Requests', 'Regeneration limit reached', { reason: 'regeneration-limit' }), 'sv');
    expect(
      await screen.findByText(`Du har skapat om det här brevet ${MAX_REGENERATIONS} gånger, vilket är max. Logga in för att skapa fler personliga brev.`),
    ).toBeInTheDocument();
  });

  test("a code this build does not know shows the server's sentence", async () => {
    await generateAndFail(apiError(503, 'Generation failed', SERVER_SENTENCE, { reason: 'quota' }), 'sv');
    expect(await screen.findByText(SERVER_SENTENCE)).toBeInTheDocument();
  });
});
