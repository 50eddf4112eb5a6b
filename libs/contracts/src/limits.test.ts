import { CV_NAME_MAX, excerpt, truncate } from './limits';

describe('truncate (SPEC.md section 2: over 40 characters shown as first 37 plus an ellipsis)', () => {
  test('a name over the limit keeps its first max-3 characters and ends in the single character …', () => {
    const name = `${'a'.repeat(37)}bcdef.pdf`;
    const shown = truncate(name, CV_NAME_MAX);
    expect(shown).toBe(`${'a'.repeat(37)}…`);
    expect(shown).toHaveLength(38);
    expect(shown).not.toContain('...');
  });

  test('one character over the limit is cut too', () => {
    expect(truncate('x'.repeat(41), CV_NAME_MAX)).toBe(`${'x'.repeat(37)}…`);
  });

  test.each([
    ['exactly the limit', 'y'.repeat(40)],
    ['shorter', 'cv.pdf'],
    ['empty', ''],
  ])('%s stays whole', (_, text) => {
    expect(truncate(text, CV_NAME_MAX)).toBe(text);
  });
});

describe('excerpt', () => {
  it('keeps the first max characters and marks the cut with one ellipsis', () => {
    expect(excerpt('x'.repeat(301), 300)).toBe(`${'x'.repeat(300)}…`);
    expect(excerpt('x'.repeat(300), 300)).toBe('x'.repeat(300));
    expect(excerpt('Dear team, I am writing ', 20)).toBe('Dear team, I am writ…');
    expect(excerpt('I use TypeScript and Node. Then more.', 26)).toBe('I use TypeScript and Node…');
  });
});
