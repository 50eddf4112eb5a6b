import type { GenerationResult } from '@coverletter/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import { ResultCard } from './ResultCard';

const result: GenerationResult = {
  coverLetter: 'Dear Hiring Manager,\n\nI would love to join Acme as a frontend engineer.\n\nKind regards,\nAnna',
  compatibilityScore: 7,
  matchingSkills: ['React', 'TypeScript'],
  missingSkills: ['GraphQL'],
  companyName: 'Acme',
  jobTitle: 'Frontend Engineer',
};

function renderCard(overrides: Partial<Parameters<typeof ResultCard>[0]> = {}) {
  const onRegenerate = jest.fn();
  renderGenerator(<ResultCard result={result} onRegenerate={onRegenerate} paymentRequired={false} loginHref="/api/login" {...overrides} />);
  return { onRegenerate };
}

afterEach(closeToasts);

/** jsdom's Blob has no text(). */
function readText(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

test('shows the score times 10 as a percentage with a bar, the skills as pills and the letter', () => {
  renderCard();

  expect(screen.getByText('Compatibility')).toBeInTheDocument();
  expect(screen.getByText('70%')).toBeInTheDocument();
  expect(screen.getByRole('progressbar', { name: 'Compatibility' })).toHaveAttribute('aria-valuenow', '70');
  const matching = screen.getByRole('list', { name: 'Matching skills' });
  expect(
    within(matching)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['React', 'TypeScript']);
  const missing = screen.getByRole('list', { name: 'Skills to strengthen' });
  expect(
    within(missing)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['GraphQL']);
  expect(screen.getByRole('document', { name: 'Cover letter text' })).toHaveTextContent('I would love to join Acme');
  expect(screen.getByText('Frontend Engineer · Acme')).toBeInTheDocument();
});

test('Download, then Plain text, saves the letter as cover-letter.txt', async () => {
  const createObjectURL = jest.fn((_blob: Blob) => 'blob:letter');
  const revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  const clicked: HTMLAnchorElement[] = [];
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push(this);
  });
  renderCard();

  await userEvent.click(screen.getByRole('button', { name: 'Download' }));
  jest.useFakeTimers();
  fireEvent.click(screen.getByRole('button', { name: 'Plain text (.txt)' }));

  expect(clicked).toHaveLength(1);
  expect(clicked[0].download).toBe('cover-letter.txt');
  expect(clicked[0].href).toBe('blob:letter');
  const blob = createObjectURL.mock.calls[0][0];
  expect(blob.type).toBe('text/plain;charset=utf-8');
  expect(await readText(blob)).toBe(result.coverLetter);
  jest.runAllTimers();
  expect(revokeObjectURL).toHaveBeenCalledWith('blob:letter');
  click.mockRestore();
  jest.useRealTimers();
});

test('Copy to Clipboard copies the letter and says so; a refused copy says Copy failed', async () => {
  const writeText = jest.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('Document is not focused'));
  Object.assign(navigator, { clipboard: { writeText } });
  renderCard();

  fireEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
  expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
  expect(writeText).toHaveBeenCalledWith(result.coverLetter);

  fireEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
  expect(await screen.findByText('Copy failed')).toBeInTheDocument();
});

test('Regenerate asks for a new letter; a refused one shows the sign-in-to-unlock message', () => {
  const { onRegenerate } = renderCard({ paymentRequired: true });

  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));

  expect(onRegenerate).toHaveBeenCalledTimes(1);
  expect(screen.getByText('Sign in to unlock more cover letters')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
});

test('a matching skill opens the CV line that shows it, in the user’s language', () => {
  renderCard({
    result: {
      ...result,
      skillEvidence: [{ skill: 'React', evidence: 'Built the checkout in React and TypeScript.' }],
    },
  });
  expect(screen.getByText('Select a skill to see the line of your CV that shows it.')).toBeInTheDocument();
  const react = screen.getByRole('button', { name: 'React' });
  expect(react).toHaveAttribute('aria-expanded', 'false');
  // A skill without a line is a plain pill.
  expect(screen.queryByRole('button', { name: 'TypeScript' })).toBeNull();
  fireEvent.click(react);
  expect(react).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('React: “Built the checkout in React and TypeScript.”')).toBeInTheDocument();
  fireEvent.click(react);
  expect(screen.queryByText(/Built the checkout/)).toBeNull();
});

test('says plainly when the CV and the posting are far apart', () => {
  renderCard({ result: { ...result, compatibilityScore: 2.4 } });
  expect(screen.getByText(/Your CV and this posting are far apart/)).toBeInTheDocument();
});

test('says nothing of distance for a fair match', () => {
  renderCard();
  expect(screen.queryByText(/far apart/)).toBeNull();
});
