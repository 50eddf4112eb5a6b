import { act, screen, within } from '@testing-library/react';
import { renderGenerator } from '../test-support/render-generator';
import { ResultSkeleton } from '../result/ResultSkeleton';
import { GenerationProgress } from './GenerationProgress';

const STARTED = Date.parse('2026-11-25T16:00:00Z');

function steps(label = 'Steps of writing your letter') {
  return within(screen.getByRole('list', { name: label }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(STARTED);
});
afterEach(() => jest.useRealTimers());

test('before the first event: the first step is under way, the rest wait, and the seconds count up', () => {
  renderGenerator(<GenerationProgress progress={{ phase: null, startedAt: STARTED }} />);

  expect(screen.getByRole('status')).toHaveTextContent('Reading the job posting…');
  expect(steps()).toEqual([
    'Reading the job posting, in progress',
    'Matching it with your CV, waiting',
    'Writing your cover letter, waiting',
    'Checking the letter, waiting',
  ]);
  expect(screen.getByTestId('generation-seconds')).toHaveTextContent('0 seconds');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByTestId('generation-seconds')).toHaveTextContent('1 second');
  act(() => jest.advanceTimersByTime(11_000));
  expect(screen.getByTestId('generation-seconds')).toHaveTextContent('12 seconds');
});

test('a later step marks the ones before it done; the seconds are not announced, the step is', () => {
  renderGenerator(<GenerationProgress progress={{ phase: 'writing', startedAt: STARTED - 4000 }} />);

  expect(screen.getByRole('status')).toHaveTextContent('Writing your cover letter…');
  expect(steps()).toEqual([
    'Reading the job posting, done',
    'Matching it with your CV, done',
    'Writing your cover letter, in progress',
    'Checking the letter, waiting',
  ]);
  expect(screen.getByTestId('generation-seconds')).toHaveTextContent('4 seconds');
  expect(screen.getByTestId('generation-seconds')).toHaveAttribute('aria-hidden', 'true');
});

test('speaks Swedish', () => {
  renderGenerator(<GenerationProgress progress={{ phase: 'checking', startedAt: STARTED - 1000 }} />, { locale: 'sv' });

  expect(screen.getByRole('status')).toHaveTextContent('Kontrollerar brevet…');
  expect(steps('Steg när ditt brev skrivs')).toEqual([
    'Läser jobbannonsen, klart',
    'Matchar den mot ditt CV, klart',
    'Skriver ditt personliga brev, klart',
    'Kontrollerar brevet, pågår',
  ]);
  expect(screen.getByTestId('generation-seconds')).toHaveTextContent('1 sekund');
});

test('the result skeleton shows the progress while writing', () => {
  renderGenerator(<ResultSkeleton progress={{ phase: 'matching', startedAt: STARTED }} />);
  expect(screen.getByRole('status')).toHaveTextContent('Matching it with your CV…');
});

test('the result skeleton shows its plain line while a stored result loads', () => {
  renderGenerator(<ResultSkeleton />);
  expect(screen.getByRole('status')).toHaveTextContent('Writing your cover letter...');
  expect(screen.queryByRole('list', { name: 'Steps of writing your letter' })).not.toBeInTheDocument();
});
