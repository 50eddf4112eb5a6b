import { API, SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore } from '../../api/session-store';
import { fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE, type FakeAnswer } from '../../test-support/fake-api';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import { LinkedInCard } from './LinkedInCard';

const SCRAPE = `POST ${API.linkedinScrape}`;
const SAVE = `POST ${API.jobInfo}`;
const PROFILE_URL = 'https://www.linkedin.com/in/anna-lind';
const PROFILE = 'Anna Lind. Frontend engineer with eight years of React, TypeScript and design systems.';
const BACKGROUND = 'Eight years building React apps; led a design system team of four.';

function typeUrl(text: string) {
  fireEvent.change(screen.getByLabelText('LinkedIn profile URL'), { target: { value: text } });
}

async function wait(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  configureApiClient({ sessionStore: createMemorySessionStore(SESSION_ID) });
});
afterEach(() => {
  closeToasts();
  jest.useRealTimers();
});

test('a profile URL is scraped 1.5 s after typing stops; usable content is saved with the URL', async () => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: { body: { success: true, content: PROFILE } }, [SAVE]: sessionStatus() });
  renderGenerator(<LinkedInCard />);

  typeUrl('anna lind');
  await wait(SCRAPE_DEBOUNCE_MS);
  expect(api.requests(SCRAPE)).toHaveLength(0);

  typeUrl(PROFILE_URL);
  await wait(SCRAPE_DEBOUNCE_MS - 1);
  expect(api.requests(SCRAPE)).toHaveLength(0);
  await wait(1);
  expect(api.requests(SCRAPE).map((r) => r.body)).toEqual([{ linkedinUrl: PROFILE_URL }]);

  expect(await screen.findByText('Profile added')).toBeInTheDocument();
  expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ linkedinUrl: PROFILE_URL, linkedinContent: PROFILE }]);
  expect(screen.queryByLabelText('Your background')).not.toBeInTheDocument();
});

test.each<[string, Record<string, FakeAnswer>]>([
  ['the scrape is blocked', { [SCRAPE]: { body: { success: false, content: '', message: 'LinkedIn blocks automated access.' } } }],
  ['the content is under 50 characters', { [SCRAPE]: { body: { success: true, content: 'Anna Lind | LinkedIn' } } }],
  ['the content is the placeholder page', { [SCRAPE]: { body: { success: true, content: `${PROFILE} LinkedIn Profile URL` } } }],
  [
    'saving the profile fails',
    {
      [SCRAPE]: { body: { success: true, content: PROFILE } },
      [SAVE]: { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong' } },
    },
  ],
])('when %s: the toast and a background textarea, saved on blur when not empty', async (_case, routes) => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), ...routes });
  renderGenerator(<LinkedInCard />);

  typeUrl('linkedin.com/in/anna-lind');
  await wait(SCRAPE_DEBOUNCE_MS);

  expect(await screen.findByText("Couldn't access LinkedIn profile")).toBeInTheDocument();
  expect(screen.getByText('Please add your background manually below')).toBeInTheDocument();
  const background = screen.getByLabelText('Your background');
  const savesBefore = api.requests(SAVE).length;

  fireEvent.change(background, { target: { value: '   ' } });
  fireEvent.blur(background);
  await wait(0);
  expect(api.requests(SAVE)).toHaveLength(savesBefore);

  const working = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SAVE]: sessionStatus() });
  fireEvent.change(background, { target: { value: `  ${BACKGROUND}  ` } });
  fireEvent.blur(background);
  expect(await screen.findByText('Saved')).toBeInTheDocument();
  expect(working.requests(SAVE).map((r) => r.body)).toEqual([{ linkedinUrl: 'https://linkedin.com/in/anna-lind', linkedinContent: BACKGROUND }]);
});

test('the background is sent trimmed with the profile URL, once per change', async () => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: { body: { success: false, content: '' } }, [SAVE]: sessionStatus() });
  renderGenerator(<LinkedInCard />);

  typeUrl(PROFILE_URL);
  await wait(SCRAPE_DEBOUNCE_MS);
  const background = await screen.findByLabelText('Your background');
  fireEvent.change(background, { target: { value: `${BACKGROUND}\n` } });
  fireEvent.blur(background);
  fireEvent.blur(background);
  await wait(0);

  expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ linkedinUrl: PROFILE_URL, linkedinContent: BACKGROUND }]);
});

describe("why a profile could not be read, in the UI's language", () => {
  const UNREACHABLE = "We couldn't reach LinkedIn right now. Please paste your background manually.";

  async function failWith(answer: FakeAnswer, locale: 'en' | 'sv') {
    fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SCRAPE]: answer });
    renderGenerator(<LinkedInCard />, { locale });
    fireEvent.change(screen.getByRole('textbox', { name: locale === 'sv' ? 'Länk till LinkedIn-profilen' : 'LinkedIn profile URL' }), {
      target: { value: PROFILE_URL },
    });
    await wait(SCRAPE_DEBOUNCE_MS);
  }

  test.each<[string, string, string]>([
    ['unreachable', "We couldn't reach LinkedIn right now.", 'Vi når inte LinkedIn just nu.'],
    ['sign-in-wall', 'LinkedIn only shows this profile to signed-in members.', 'LinkedIn visar bara den här profilen för inloggade medlemmar.'],
    ['blocked', 'LinkedIn blocks automated access to profiles.', 'LinkedIn stoppar automatisk åtkomst till profiler.'],
    ['not-found', 'This LinkedIn profile was not found. Please check the link.', 'Vi hittade inte den här LinkedIn-profilen. Kontrollera länken.'],
  ])('%s', async (reason, english, swedish) => {
    const answer = { body: { success: false, content: '', message: UNREACHABLE, reason } };

    await failWith(answer, 'en');
    expect(await screen.findByText(english)).toBeInTheDocument();
    closeToasts();
    cleanup();

    await failWith(answer, 'sv');
    expect(await screen.findByText(swedish)).toBeInTheDocument();
    expect(screen.getByText('Beskriv din bakgrund själv nedan')).toBeInTheDocument();
    expect(screen.getByLabelText('Din bakgrund')).toBeInTheDocument();
    expect(screen.queryByText(UNREACHABLE)).not.toBeInTheDocument();
  });

  test("a reason this build does not know shows the server's sentence", async () => {
    await failWith({ body: { success: false, content: '', message: UNREACHABLE, reason: 'maintenance' } }, 'sv');
    expect(await screen.findByText(UNREACHABLE)).toBeInTheDocument();
  });

  test('a failed save without a reason code reads in the UI language', async () => {
    fakeApi({
      [STATUS_ROUTE]: sessionStatus(),
      [SCRAPE]: { body: { success: true, content: PROFILE } },
      [SAVE]: { status: 500, body: { statusCode: 500, error: 'Internal Server Error', message: 'Something went wrong on our side. Please try again.' } },
    });
    renderGenerator(<LinkedInCard />, { locale: 'sv' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Länk till LinkedIn-profilen' }), { target: { value: PROFILE_URL } });
    await wait(SCRAPE_DEBOUNCE_MS);

    expect(await screen.findByText('Något gick fel hos oss. Försök igen.')).toBeInTheDocument();
  });
});
