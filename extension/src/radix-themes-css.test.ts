import { join } from 'node:path';
import { responsiveSelectorsLeftOut } from '../../libs/ui/src/test-support/radix-responsive';
import { tokenMappings } from '../../libs/ui/src/test-support/radix-tokens';
import { sourceTexts, unusedRadixComponentsUsed } from '../../libs/ui/src/test-support/radix-usage';
import css from '../build/radix-themes-css.json';

/** The extension's pages render its own code and libs/ui's. */
const code = sourceTexts([join(__dirname), join(__dirname, '../entrypoints'), join(__dirname, '../../libs/ui/src')]);

test('the Radix Themes components whose CSS the extension leaves out (build/radix-themes-css.json) are used nowhere', () => {
  const used = unusedRadixComponentsUsed(code, css.unusedComponents);
  expect(used.imported.has('Button')).toBe(true);
  expect(used.components).toEqual([]);
  expect(used.classes).toEqual([]);
});

test('every responsive class the code gives keeps its rules in the build (build/radix-themes-css.mjs)', () => {
  const { needed, leftOut } = responsiveSelectorsLeftOut(code, join(__dirname, '../build/radix-themes-css.mjs'));
  expect(needed).toEqual(expect.arrayContaining(['.xs\\:rt-r-fd-row']));
  expect(leftOut).toEqual([]);
});

test('no code of the extension or libs/ui renders a Radix tooltip (wxt.config.ts builds only its provider)', () => {
  expect(css.unusedComponents).toHaveProperty('Tooltip');
  const tooltipImports = code.filter((text) => /from '@radix-ui\/react-tooltip'|import\s*\{[^}]*\bTooltip\b[^}]*\}\s*from\s*'radix-ui'/.test(text));
  expect(tooltipImports).toEqual([]);
});

test("the base tokens keep the accent and gray mappings of the colour scales radix-themes.ts imports, and no other's", () => {
  const { whole, built } = tokenMappings(join(__dirname, '../build/radix-themes-css.mjs'));
  expect(whole.accent).toEqual(expect.arrayContaining(['tomato', 'indigo', 'gray']));
  expect(built.accent).toEqual(['amber', 'gray', 'green', 'indigo', 'red']);
  expect(built.gray).toEqual(['slate']);
});
