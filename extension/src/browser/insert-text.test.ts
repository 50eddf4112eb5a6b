import { insertIntoFocusedField } from './insert-text';

const LETTER = 'Dear hiring team,\n\nI would love to join.';

beforeEach(() => {
  document.body.innerHTML = '';
});

test('a focused textarea gets the letter at the caret, with input and change events', () => {
  document.body.innerHTML = '<form><textarea name="cover_letter">Hello </textarea></form>';
  const field = document.querySelector('textarea')!;
  const events: string[] = [];
  field.addEventListener('input', () => events.push('input'));
  field.addEventListener('change', () => events.push('change'));
  field.focus();
  field.setSelectionRange(6, 6);
  expect(insertIntoFocusedField(LETTER)).toBe('inserted');
  expect(field.value).toBe(`Hello ${LETTER}`);
  expect(events).toEqual(['input', 'change']);
});

test('a selection is replaced; a text input takes the text too', () => {
  document.body.innerHTML = '<input type="text" value="REPLACE ME">';
  const field = document.querySelector('input')!;
  field.focus();
  field.setSelectionRange(0, 10);
  expect(insertIntoFocusedField('Short note')).toBe('inserted');
  expect(field.value).toBe('Short note');
});

test('a contenteditable editor gets the text', () => {
  document.body.innerHTML = '<div contenteditable="true" tabindex="0"></div>';
  const editor = document.querySelector('div')!;
  editor.focus();
  expect(insertIntoFocusedField(LETTER)).toBe('inserted');
  expect(editor.textContent).toBe(LETTER.replace(/\n/g, ''));
  expect(editor.querySelectorAll('br')).toHaveLength(2);
});

test('nothing focused, a button focused, a read-only field: nothing changes', () => {
  document.body.innerHTML = '<button>Apply</button><textarea readonly>Keep</textarea><input type="checkbox">';
  expect(insertIntoFocusedField(LETTER)).toBe('no-field');
  document.querySelector('button')!.focus();
  expect(insertIntoFocusedField(LETTER)).toBe('no-field');
  document.querySelector('input')!.focus();
  expect(insertIntoFocusedField(LETTER)).toBe('no-field');
  document.querySelector('textarea')!.focus();
  expect(insertIntoFocusedField(LETTER)).toBe('read-only');
  expect(document.querySelector('textarea')!.value).toBe('Keep');
});

test('probe only tells whether the frame has a field', () => {
  document.body.innerHTML = '<textarea></textarea>';
  document.querySelector('textarea')!.focus();
  expect(insertIntoFocusedField(LETTER, 'probe')).toBe('candidate');
  expect(document.querySelector('textarea')!.value).toBe('');
});

test('the function stands alone, as executeScript serialises it', () => {
  const source = insertIntoFocusedField.toString();
  const rebuilt = new Function(`return (${source})`)() as typeof insertIntoFocusedField;
  document.body.innerHTML = '<textarea></textarea>';
  document.querySelector('textarea')!.focus();
  expect(rebuilt('Hi', 'insert')).toBe('inserted');
  expect(document.querySelector('textarea')!.value).toBe('Hi');
});
