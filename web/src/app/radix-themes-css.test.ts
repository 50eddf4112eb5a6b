import { join } from 'node:path';
import { responsiveSelectorsLeftOut } from '../../../libs/ui/src/test-support/radix-responsive';
import { tokenMappings } from '../../../libs/ui/src/test-support/radix-tokens';
import { sourceTexts } from '../../../libs/ui/src/test-support/radix-usage';

/** The source files (not tests) of the web app and libs/ui, whose pages load web/src/main.tsx's CSS. */
const code = sourceTexts([join(__dirname, '..'), join(__dirname, '../../../libs/ui/src')]);
const { needed, leftOut, built } = responsiveSelectorsLeftOut(code, join(__dirname, '../../build/radix-themes-css.mjs'));

test('every responsive class the code gives keeps its rules in the build (build/radix-themes-css.mjs)', () => {
  expect(needed).toEqual(expect.arrayContaining(['.sm\\:rt-r-size-3', '.md\\:rt-r-gtc', '.sm\\:rt-r-fd-row']));
  expect(leftOut).toEqual([]);
});

test('the build leaves out the responsive classes no prop gives, and the dark appearance', () => {
  expect(built).not.toMatch(/\.xl\\:rt-r-size-1(?![\w-])/);
  expect(built).not.toMatch(/\.dark-theme/);
});

test('no page of the web app shows the dark appearance', () => {
  for (const text of code) {
    expect(text).not.toMatch(/appearance=|prefers-color-scheme|\bdark(?:-theme)?\b['"]/);
  }
});

test("the base tokens keep the accent and gray mappings of the colour scales radix-themes.ts imports, and no other's", () => {
  const { whole, built } = tokenMappings(join(__dirname, '../../build/radix-themes-css.mjs'));
  expect(whole.accent).toEqual(expect.arrayContaining(['tomato', 'iris', 'gray']));
  expect(built.accent).toEqual(['amber', 'gray', 'green', 'indigo', 'iris', 'red']);
  expect(built.gray).toEqual(['slate']);
});
