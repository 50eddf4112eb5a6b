import { join } from 'node:path';
import unused from '../../../libs/ui/build/unused-radix-components.json';
import { sourceTexts, unusedRadixComponentsUsed } from '../../../libs/ui/src/test-support/radix-usage';

/** The source files (not tests) of the web app and libs/ui, whose pages load web/src/main.tsx's CSS. */
const code = sourceTexts([join(__dirname, '..'), join(__dirname, '../../../libs/ui/src')]);

test('the Radix Themes components whose CSS the build leaves out (radix-themes-components.mjs) are used nowhere', () => {
  const used = unusedRadixComponentsUsed(code, unused);
  expect(used.imported.has('Button')).toBe(true);
  expect(used.components).toEqual([]);
  expect(used.classes).toEqual([]);
});
