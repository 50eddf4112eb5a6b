import { API } from '@coverletter/contracts';
import { screen } from '@testing-library/react';
import { act } from 'react';
import { deferred, mockFetch, renderPage, type FakeAnswer } from '../../test/test-utils';
import type { ComponentType, ReactNode } from 'react';
import { FetchLandingData } from './FetchLandingData';
import { PricingSection } from './PricingSection';
import { QueryLandingData } from './QueryLandingData';

afterEach(() => window.localStorage.clear());

function additionalLetterCard() {
  return screen.getByRole('heading', { name: 'Additional letters' }).closest('.rt-Card') as HTMLElement;
}

// The same section with its data from the app's queries and from the landing entry's own fetches.
const SOURCES: [string, ComponentType<{ children: ReactNode }>][] = [
  ['the app (queries)', QueryLandingData],
  ['the prerendered landing (plain fetches)', FetchLandingData],
];

describe.each(SOURCES)('in %s', (_, LandingData) => {
  test('shows Loading... until the payment config answers, then its display text', async () => {
    const answer = deferred<FakeAnswer>();
    mockFetch({ [API.paymentConfig]: () => answer.promise });
    renderPage(
      <LandingData>
        <PricingSection />
      </LandingData>,
    );

    expect(additionalLetterCard()).toHaveTextContent('Loading...');
    await act(async () => answer.resolve({ body: { displayText: '€5' } }));

    expect(await screen.findByText('€5')).toBeInTheDocument();
    expect(additionalLetterCard()).not.toHaveTextContent('Loading...');
    expect(additionalLetterCard()).toHaveTextContent('per additional letter');
  });

  test('falls back to about 60 hryvnia when the payment config call fails', async () => {
    mockFetch({ [API.paymentConfig]: { status: 500, body: { message: 'boom' } } });
    renderPage(
      <LandingData>
        <PricingSection />
      </LandingData>,
    );

    expect(await screen.findByText('₴60 (~$2 USD)')).toBeInTheDocument();
  });

  test('falls back when the payment config has no display text', async () => {
    mockFetch({ [API.paymentConfig]: { body: { displayText: '' } } });
    renderPage(
      <LandingData>
        <PricingSection />
      </LandingData>,
    );

    expect(await screen.findByText('₴60 (~$2 USD)')).toBeInTheDocument();
  });

  test('speaks Swedish when Swedish is chosen', async () => {
    window.localStorage.setItem('locale', 'sv');
    const answer = deferred<FakeAnswer>();
    mockFetch({ [API.paymentConfig]: () => answer.promise });
    renderPage(
      <LandingData>
        <PricingSection />
      </LandingData>,
    );

    expect(screen.getByRole('heading', { name: 'Fler brev' })).toBeInTheDocument();
    expect(screen.getByText('Laddar...')).toBeInTheDocument();
    await act(async () => answer.resolve({ body: { displayText: '₴60 (~$2 USD)' } }));
    expect(await screen.findByText('per extra brev')).toBeInTheDocument();
  });
});
