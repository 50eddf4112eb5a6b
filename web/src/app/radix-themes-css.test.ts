import { join } from 'node:path';
import { responsiveSelectorsLeftOut } from '../../../libs/ui/src/test-support/radix-responsive';
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
