import { LocaleProvider } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { fillApplicationForm, findApplicationForm, pageAddress } from '../browser/form-filling';
import { extensionCatalogue } from '../catalogues/extension';
import { FillFormButton } from './FillFormButton';
import type { PageReadingState } from './use-page-reading';

jest.mock('wxt/browser', () => ({ browser: {} }));
jest.mock('../browser/form-filling', () => ({ findApplicationForm: jest.fn(), fillApplicationForm: jest.fn(), pageAddress: jest.fn() }));

const found = findApplicationForm as jest.MockedFunction<typeof findApplicationForm>;
const filled = fillApplicationForm as jest.MockedFunction<typeof fillApplicationForm>;
const address = pageAddress as jest.MockedFunction<typeof pageAddress>;

function page(settled: boolean, url: string): PageReadingState {
  return {
    tabId: 3,
    page: { status: 'read', tabId: 3, reading: { kind: 'none', url } },
    settled,
    jobPrefill: null,
    linkedinPrefill: null,
    appliedJob: null,
    offer: null,
    useOffer: () => {},
    dismissOffer: () => {},
    readAgain: () => {},
  };
}

function ui(state: PageReadingState) {
  return (
    <LocaleProvider catalogues={[extensionCatalogue]}>
      <Theme>
        <FillFormButton letter={{ text: 'Dear team,', companyName: null }} page={state} />
      </Theme>
    </LocaleProvider>
  );
}

test('the button names the form it fills, and is gone while the tab navigates to another one', async () => {
  found.mockResolvedValue({ frameId: 0, system: 'Lever', kind: 'text' });
  const { rerender } = render(ui(page(true, 'https://jobs.example.com/lever')));
  const lever = await screen.findByRole('button', { name: 'Fill cover letter' });
  expect(lever).toHaveAttribute('title', 'Puts the letter into the cover letter field of this Lever application form');

  // The tab navigates: until the new page is read, no button for the old form.
  found.mockResolvedValue({ frameId: 0, system: 'Ashby', kind: 'text' });
  rerender(ui(page(false, 'https://jobs.example.com/lever')));
  expect(screen.queryByRole('button', { name: 'Fill cover letter' })).toBeNull();

  rerender(ui(page(true, 'https://jobs.example.com/ashby')));
  await waitFor(() => expect(screen.getByRole('button', { name: 'Fill cover letter' })).toHaveAttribute('title', expect.stringContaining('Ashby')));
  expect(found).toHaveBeenCalledTimes(2);
});

test('what the fill did stays in view under the button until the tab is read on another page (the one toast can be taken by a later one)', async () => {
  found.mockResolvedValue({ frameId: 0, system: 'Ashby', kind: 'text' });
  filled.mockResolvedValue({ system: 'Ashby', kind: 'text' });
  address.mockResolvedValue('https://jobs.example.com/ashby');
  const { rerender } = render(ui(page(true, 'https://jobs.example.com/ashby')));
  fireEvent.click(await screen.findByRole('button', { name: 'Fill cover letter' }));
  const added = 'Cover letter added on Ashby — review the form and submit it yourself';
  expect(await screen.findByRole('status')).toHaveTextContent(added);
  expect(filled).toHaveBeenCalledWith(3, { frameId: 0, system: 'Ashby', kind: 'text' }, { text: 'Dear team,', pdfBase64: undefined });

  // The same page read again (the panel noticed the navigation to the form only after the fill): the status comes back with the button.
  rerender(ui(page(false, 'https://jobs.example.com/ashby')));
  expect(screen.queryByRole('status')).toBeNull();
  rerender(ui(page(true, 'https://jobs.example.com/ashby#apply')));
  expect(await screen.findByRole('status')).toHaveTextContent(added);

  // Read on another page: gone.
  rerender(ui(page(false, 'https://jobs.example.com/ashby')));
  rerender(ui(page(true, 'https://jobs.example.com/lever')));
  await screen.findByRole('button', { name: 'Fill cover letter' });
  expect(screen.queryByRole('status')).toBeNull();
});
