import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '../api/query-client';
import { LocaleProvider } from '../i18n/LocaleProvider';
import { fakeApi, sessionStatus, STATUS_ROUTE } from '../test-support/fake-api';
import { GeneratorWorkspace } from './GeneratorWorkspace';
import { renderGenerator } from './test-support/render-generator';

/** The first render alone, as a prerender (or a page's first commit) gets it. */
function firstRender(ui: ReactElement): string {
  return renderToString(
    <QueryClientProvider client={createQueryClient()}>
      <LocaleProvider>
        <Theme>{ui}</Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

test('the web app renders the whole generator in its first render, as its prerendered /app holds it', () => {
  const html = firstRender(<GeneratorWorkspace loginHref="/api/login" />);
  expect(html).toContain('Upload your CV');
  expect(html).toContain('LinkedIn Profile');
  expect(html).toContain('Generate Cover Letter');
});

test('deferBelowInputs (the side panel): the first render holds the CV and job details, the rest follows', async () => {
  const html = firstRender(<GeneratorWorkspace loginHref="/api/login" deferBelowInputs />);
  expect(html).toContain('Upload your CV');
  expect(html).toContain('Job Details');
  expect(html).not.toContain('LinkedIn Profile');
  expect(html).not.toContain('Generate Cover Letter');

  fakeApi({ [STATUS_ROUTE]: sessionStatus() });
  renderGenerator(<GeneratorWorkspace loginHref="/api/login" deferBelowInputs />);
  expect(await screen.findByText('LinkedIn Profile')).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: /Generate Cover Letter/ })).toBeInTheDocument();
});
