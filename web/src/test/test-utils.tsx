import { createQueryClient, LocaleProvider, mergeBundles } from '@coverletter/ui';
import { Theme } from '@radix-ui/themes';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { webMessages } from '../app/messages';
import { adminMessages } from '../features/admin/messages';
import { appPageMessages } from '../features/generator/messages';
import { paymentPagesMessages } from '../features/payment-pages/messages';

/** The app-wide messages and those the router adds for /app, the admin area and the payment pages. */
const pageMessages = mergeBundles(webMessages, appPageMessages, adminMessages, paymentPagesMessages);

/** Renders a page with the app's providers, as App.tsx and the router do, at the given route. */
export function renderPage(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = createQueryClient();
  return render(
    <QueryClientProvider client={queryClient}>
      <LocaleProvider messages={pageMessages}>
        <Theme>
          <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
        </Theme>
      </LocaleProvider>
    </QueryClientProvider>,
  );
}

export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

type Route = FakeAnswer | (() => FakeAnswer | Promise<FakeAnswer>);

function fakeResponse({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    json: async () => JSON.parse(text),
    text: async () => text,
  } as Response;
}

/** Replaces global fetch: known API paths answer as given, any other path answers 404. */
export function mockFetch(routes: Record<string, Route>) {
  const fn = jest.fn(async (input: RequestInfo | URL) => {
    const route = routes[String(input)];
    const answer = typeof route === 'function' ? await route() : route;
    return fakeResponse(answer ?? { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No such API route' } });
  });
  global.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** A promise with its resolve function, to hold an answer back until the test releases it. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((res) => {
    resolve = res;
  });
  return { promise, resolve };
}
