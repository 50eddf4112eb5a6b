import { DEFAULT_LETTER_OPTIONS, type LetterOptions } from '@coverletter/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderGenerator } from '../generator/test-support/render-generator';
import { LetterOptionsPicker } from './LetterOptionsPicker';
import { LetterOptionsSummary } from './LetterOptionsSummary';
import { allowRadixSelect, chooseOption } from './test-support/choose-option';

beforeAll(allowRadixSelect);

function Harness({ onChange }: { onChange: (options: LetterOptions) => void }) {
  const [options, setOptions] = useState<LetterOptions>(DEFAULT_LETTER_OPTIONS);
  return (
    <LetterOptionsPicker
      value={options}
      onChange={(next) => {
        setOptions(next);
        onChange(next);
      }}
    />
  );
}

test('three labelled selects start at standard, formal and the posting’s language, and each choice keeps the others', async () => {
  const changes: LetterOptions[] = [];
  renderGenerator(<Harness onChange={(next) => changes.push(next)} />);

  expect(screen.getByRole('group', { name: 'Letter options' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Length' })).toHaveTextContent('Standard');
  expect(screen.getByRole('combobox', { name: 'Tone' })).toHaveTextContent('Formal');
  expect(screen.getByRole('combobox', { name: 'Language of the letter' })).toHaveTextContent('As the posting');

  await chooseOption('Length', 'Short');
  // The list says what a length means; the select shows its name alone.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Length' })).toHaveTextContent(/^Short$/));
  await chooseOption('Language of the letter', 'Swedish');
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Language of the letter' })).toHaveTextContent('Swedish'));
  expect(changes).toEqual([
    { length: 'short', tone: 'formal', language: 'auto' },
    { length: 'short', tone: 'formal', language: 'sv' },
  ]);
});

test('the list of lengths says how many words each means', async () => {
  renderGenerator(<Harness onChange={() => {}} />);
  fireEvent.keyDown(screen.getByRole('combobox', { name: 'Length' }), { key: 'Enter' });
  expect(await screen.findByRole('option', { name: 'Short · About 150 words' })).toBeInTheDocument();
  expect(screen.getByRole('option', { name: 'Standard · 250-350 words' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('option', { name: 'Long · 400-500 words' })).toBeInTheDocument();
});

test('in Swedish', async () => {
  renderGenerator(
    <>
      <LetterOptionsPicker value={{ length: 'long', tone: 'confident', language: 'en' }} onChange={() => {}} />
      <LetterOptionsSummary options={{ length: 'short', tone: 'warm', language: 'sv' }} />
    </>,
    { locale: 'sv' },
  );
  expect(screen.getByRole('group', { name: 'Brevets inställningar' })).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Längd' })).toHaveTextContent('Lång');
  expect(screen.getByRole('combobox', { name: 'Ton' })).toHaveTextContent('Självsäker');
  expect(screen.getByRole('combobox', { name: 'Språk i brevet' })).toHaveTextContent('Engelska');
  expect(screen.getByText('Kort · Varm · Svenska')).toBeInTheDocument();
});
