import type { GenerationResult } from '@coverletter/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { LETTER_AUTOSAVE_DELAY_MS } from '../../letter-editor/use-letter-autosave';
import { closeToasts, renderGenerator } from '../test-support/render-generator';
import { ResultCard } from './ResultCard';

const result: GenerationResult = {
  coverLetter: 'Dear Hiring Manager,\n\nI would love to join Example AB.\n\nKind regards,\nAlex',
  compatibilityScore: 7,
  matchingSkills: ['React'],
  missingSkills: [],
  companyName: 'Example AB',
  jobTitle: 'Frontend Engineer',
};

afterEach(() => {
  closeToasts();
  jest.useRealTimers();
});

test('the letter is edited in place, autosaved, and Copy takes the edited text', async () => {
  jest.useFakeTimers();
  const writeText = jest.fn().mockResolvedValue(undefined);
  Object.assign(navigator, { clipboard: { writeText } });
  const saveText = jest.fn(() => Promise.resolve());
  renderGenerator(<ResultCard result={result} onRegenerate={jest.fn()} paymentRequired={false} loginHref="/api/login" saveText={saveText} />);

  fireEvent.click(screen.getByRole('button', { name: 'Edit letter' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Edit your cover letter' }), { target: { value: 'Dear team at Example AB,\n\nEdited by me.' } });
  fireEvent.click(screen.getByRole('button', { name: 'Copy to Clipboard' }));
  await act(async () => {});
  expect(writeText).toHaveBeenCalledWith('Dear team at Example AB,\n\nEdited by me.');

  await act(async () => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  expect(saveText).toHaveBeenCalledWith('Dear team at Example AB,\n\nEdited by me.');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

test('without saveText the card shows no Edit button', () => {
  renderGenerator(<ResultCard result={result} onRegenerate={jest.fn()} paymentRequired={false} loginHref="/api/login" />);
  expect(screen.queryByRole('button', { name: 'Edit letter' })).not.toBeInTheDocument();
});

function RegeneratingCard({
  onRegenerate,
  regenerateReplaces,
  first = result,
}: {
  onRegenerate: () => void;
  regenerateReplaces?: boolean;
  first?: GenerationResult;
}) {
  const [shown, setShown] = useState(first);
  return (
    <ResultCard
      result={shown}
      onRegenerate={() => {
        onRegenerate();
        setShown({ ...shown, coverLetter: `A new letter ${Math.random()}`, edited: undefined });
      }}
      regenerateReplaces={regenerateReplaces}
      paymentRequired={false}
      loginHref="/api/login"
      saveText={() => Promise.resolve()}
    />
  );
}

const editLetter = () => {
  fireEvent.click(screen.getByRole('button', { name: 'Edit letter' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Edit your cover letter' }), { target: { value: 'Dear team at Example AB,\n\nEdited by me.' } });
};

test('Regenerate asks before it replaces a letter the user edited, and not before', () => {
  const onRegenerate = jest.fn();
  renderGenerator(<RegeneratingCard onRegenerate={onRegenerate} />);

  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(onRegenerate).toHaveBeenCalledTimes(1);

  editLetter();
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(onRegenerate).toHaveBeenCalledTimes(1);
  const confirm = screen.getByRole('button', { name: 'Write a new letter' });
  expect(confirm).toHaveAccessibleDescription(/Your edit is kept as an earlier version/);

  fireEvent.click(screen.getByRole('button', { name: 'Keep my edit' }));
  expect(screen.queryByRole('button', { name: 'Write a new letter' })).not.toBeInTheDocument();
  expect(onRegenerate).toHaveBeenCalledTimes(1);

  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  fireEvent.click(screen.getByRole('button', { name: 'Write a new letter' }));
  expect(onRegenerate).toHaveBeenCalledTimes(2);
  // The new letter is not the user's edit: the next Regenerate goes ahead.
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(onRegenerate).toHaveBeenCalledTimes(3);
});

test('where Regenerate writes another letter beside this one, it does not ask', () => {
  const onRegenerate = jest.fn();
  renderGenerator(<RegeneratingCard onRegenerate={onRegenerate} regenerateReplaces={false} />);
  editLetter();
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(onRegenerate).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('button', { name: 'Write a new letter' })).not.toBeInTheDocument();
});

test("a letter the server answers as the user's saved edit (after a reload) is asked about too", () => {
  const onRegenerate = jest.fn();
  renderGenerator(<RegeneratingCard onRegenerate={onRegenerate} first={{ ...result, coverLetter: 'Dear team,\n\nMy edit from yesterday.', edited: true }} />);
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(onRegenerate).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', { name: 'Write a new letter' }));
  expect(onRegenerate).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', { name: 'Regenerate' }));
  expect(onRegenerate).toHaveBeenCalledTimes(2);
});
