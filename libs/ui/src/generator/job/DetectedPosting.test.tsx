import { API } from '@coverletter/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, sessionStatus } from '../../test-support/fake-api';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import { DetectedPosting } from './DetectedPosting';

const detected = {
  company: 'Fjärdhamn Digital AB',
  jobTitle: 'Systemutvecklare Java',
  location: null,
  language: 'sv' as const,
  companySetByUser: false,
  jobTitleSetByUser: false,
};

afterEach(closeToasts);

test('shows what was detected, and saves the user’s correction as the company and title of the letter', async () => {
  const api = fakeApi({ [`POST ${API.jobInfo}`]: sessionStatus({ hasJobInfo: true }) });
  renderGenerator(<DetectedPosting posting={detected} />);
  expect(screen.getByText('Fjärdhamn Digital AB')).toBeInTheDocument();
  expect(screen.getByText('Systemutvecklare Java')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
  const company = screen.getByLabelText('Company');
  await userEvent.clear(company);
  await userEvent.type(company, 'Fjärdhamn Digital Group AB');
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));

  await waitFor(() => expect(api.requests(`POST ${API.jobInfo}`)).toHaveLength(1));
  // The title was not touched: it keeps following the posting.
  expect(api.requests(`POST ${API.jobInfo}`)[0].body).toEqual({ company: 'Fjärdhamn Digital Group AB' });
  await waitFor(() => expect(screen.queryByLabelText('Company')).toBeNull());
});

test('says in Swedish what it could not find', () => {
  fakeApi({});
  renderGenerator(<DetectedPosting posting={{ ...detected, company: null }} />, { locale: 'sv' });
  expect(screen.getByText('saknas')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ändra' })).toBeInTheDocument();
});
