import { API, SCRAPE_DEBOUNCE_MS } from '@coverletter/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { configureApiClient } from '../../api/request';
import { createMemorySessionStore } from '../../api/session-store';
import { fakeApi, SESSION_ID, sessionStatus, STATUS_ROUTE } from '../../test-support/fake-api';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import { LinkedInCard } from './LinkedInCard';

const SCRAPE = `POST ${API.linkedinScrape}`;
const SAVE = `POST ${API.jobInfo}`;
const PROFILE = {
  id: 'profile-1',
  linkedinUrl: 'https://www.linkedin.com/in/anna-svensson/',
  content: 'Anna Svensson\nSenior Backend Developer at Nordic Payments\n\nAbout\nI build payment systems.',
};

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

test('a profile from the page fills the URL and the background, is saved at once and is not scraped', async () => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SAVE]: sessionStatus() });
  renderGenerator(<LinkedInCard prefill={PROFILE} />);
  expect(screen.getByLabelText('LinkedIn profile URL')).toHaveValue(PROFILE.linkedinUrl);
  expect(screen.getByLabelText('Your background')).toHaveValue(PROFILE.content);
  expect(await screen.findByText('Profile added')).toBeInTheDocument();
  expect(api.requests(SAVE).map((r) => r.body)).toEqual([{ linkedinUrl: PROFILE.linkedinUrl, linkedinContent: PROFILE.content }]);
  await wait(SCRAPE_DEBOUNCE_MS);
  expect(api.requests(SCRAPE)).toHaveLength(0);

  // Edits are saved when the field loses focus, as for a typed background.
  fireEvent.change(screen.getByLabelText('Your background'), { target: { value: `${PROFILE.content} Mentor.` } });
  fireEvent.blur(screen.getByLabelText('Your background'));
  await wait(0);
  expect(api.requests(SAVE).at(-1)?.body).toEqual({ linkedinUrl: PROFILE.linkedinUrl, linkedinContent: `${PROFILE.content} Mentor.` });
});

test('a profile page with too little text leaves the field open instead of saving it', async () => {
  const api = fakeApi({ [STATUS_ROUTE]: sessionStatus(), [SAVE]: sessionStatus() });
  renderGenerator(<LinkedInCard prefill={{ ...PROFILE, content: 'Anna Svensson' }} />);
  await wait(SCRAPE_DEBOUNCE_MS);
  expect(screen.getByLabelText('Your background')).toHaveValue('Anna Svensson');
  expect(api.requests(SAVE)).toHaveLength(0);
  expect(api.requests(SCRAPE)).toHaveLength(0);
});
