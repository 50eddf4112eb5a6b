import { MAX_LETTER_TEXT_CHARS } from '@coverletter/contracts';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { deferred } from '../test-support/fake-api';
import { renderGenerator } from '../generator/test-support/render-generator';
import { LetterEditor } from './LetterEditor';
import { LETTER_AUTOSAVE_DELAY_MS } from './use-letter-autosave';

const LETTER = 'Dear hiring team,\n\nI would like to join Example AB.\n\nKind regards,\nAlex Example';

function renderEditor(save?: jest.Mock, text = LETTER, locale: 'en' | 'sv' = 'en') {
  const onTextChange = jest.fn();
  const view = renderGenerator(<LetterEditor text={text} save={save} onTextChange={onTextChange} label="Cover letter text" className="cl-letter" />, {
    locale,
  });
  return { ...view, onTextChange };
}

function type(value: string) {
  fireEvent.change(screen.getByRole('textbox'), { target: { value } });
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('saves the trimmed text 1 s after typing stops, showing Saving... then Saved', async () => {
  const answer = deferred<void>();
  const save = jest.fn(() => answer.promise);
  const { onTextChange } = renderEditor(save);

  fireEvent.click(screen.getByRole('button', { name: 'Edit letter' }));
  expect(screen.getByRole('textbox', { name: 'Edit your cover letter' })).toHaveValue(LETTER);
  type(`${LETTER}\nP.S. One more line. `);
  expect(onTextChange).toHaveBeenLastCalledWith(`${LETTER}\nP.S. One more line. `);
  act(() => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS - 100));
  type(`${LETTER}\nP.S. One more line, edited. `);
  act(() => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS - 1));
  expect(save).not.toHaveBeenCalled();

  await act(async () => jest.advanceTimersByTime(1));
  expect(save).toHaveBeenCalledTimes(1);
  expect(save).toHaveBeenCalledWith(`${LETTER}\nP.S. One more line, edited.`);
  expect(screen.getByRole('status')).toHaveTextContent('Saving...');

  await act(async () => answer.resolve());
  expect(screen.getByRole('status')).toHaveTextContent('Saved');

  // Nothing new: no second save.
  act(() => jest.advanceTimersByTime(5 * LETTER_AUTOSAVE_DELAY_MS));
  expect(save).toHaveBeenCalledTimes(1);
});

test('Done saves a pending edit at once and shows the letter again', async () => {
  const save = jest.fn(() => Promise.resolve());
  renderEditor(save);
  fireEvent.click(screen.getByRole('button', { name: 'Edit letter' }));
  type('Dear team,\n\nShort and new.');
  fireEvent.click(screen.getByRole('button', { name: 'Done editing' }));
  await act(async () => {});
  expect(save).toHaveBeenCalledWith('Dear team,\n\nShort and new.');
  expect(screen.getByRole('document', { name: 'Cover letter text' })).toHaveTextContent('Short and new.');
  act(() => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  expect(save).toHaveBeenCalledTimes(1);
});

test('does not save an empty or too long letter, and says why (in Swedish too)', () => {
  const save = jest.fn(() => Promise.resolve());
  renderEditor(save, LETTER, 'sv');
  fireEvent.click(screen.getByRole('button', { name: 'Redigera brevet' }));
  type('   ');
  act(() => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  expect(screen.getByRole('alert')).toHaveTextContent('Brevet kan inte vara tomt.');
  type('x'.repeat(MAX_LETTER_TEXT_CHARS + 1));
  act(() => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  expect(screen.getByRole('alert')).toHaveTextContent('Brevet får vara högst 10000 tecken.');
  expect(save).not.toHaveBeenCalled();
});

test('says so when a save fails, and saves again after more typing', async () => {
  const save = jest.fn().mockRejectedValueOnce(new Error('500: boom')).mockResolvedValue(undefined);
  renderEditor(save);
  fireEvent.click(screen.getByRole('button', { name: 'Edit letter' }));
  type('Dear team,\n\nFirst try.');
  act(() => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  await act(async () => {});
  expect(screen.getByRole('alert')).toHaveTextContent('Your edit could not be saved.');
  type('Dear team,\n\nFirst try.!');
  act(() => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  await act(async () => {});
  expect(save).toHaveBeenLastCalledWith('Dear team,\n\nFirst try.!');
  expect(screen.getByRole('status')).toHaveTextContent('Saved');
});

test('a new text from outside (a rewrite) replaces the draft; its own saved text coming back does not', async () => {
  const save = jest.fn(() => Promise.resolve());
  let setText: (text: string) => void = () => {};
  function Host() {
    const [text, set] = useState(LETTER);
    setText = set;
    return <LetterEditor text={text} save={save} label="Cover letter text" className="cl-letter" />;
  }
  renderGenerator(<Host />);
  fireEvent.click(screen.getByRole('button', { name: 'Edit letter' }));
  type('Dear team,\n\nMine.');
  await act(async () => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  type('Dear team,\n\nMine, and more typing.');
  // The host hands the saved text back (late, while the user types on): the draft stays.
  act(() => setText('Dear team,\n\nMine.'));
  expect(screen.getByRole('textbox')).toHaveValue('Dear team,\n\nMine, and more typing.');
  act(() => setText('A rewritten letter.'));
  expect(screen.getByRole('textbox')).toHaveValue('A rewritten letter.');
  await act(async () => jest.advanceTimersByTime(LETTER_AUTOSAVE_DELAY_MS));
  expect(save).toHaveBeenCalledTimes(1);
});

test('without a save the letter is read-only', () => {
  renderEditor(undefined);
  expect(screen.getByRole('document', { name: 'Cover letter text' })).toHaveTextContent('I would like to join Example AB.');
  expect(screen.queryByRole('button', { name: 'Edit letter' })).not.toBeInTheDocument();
});
