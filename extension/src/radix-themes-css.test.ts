import { join } from 'node:path';
import { sourceTexts, unusedRadixComponentsUsed } from '../../libs/ui/src/test-support/radix-usage';
import css from '../build/radix-themes-css.json';

/** The extension's pages render its own code and libs/ui's. */
const code = sourceTexts([join(__dirname), join(__dirname, '../entrypoints'), join(__dirname, '../../libs/ui/src')]);

/** Radix Themes' class for a prop given responsively (`direction={{ initial: 'column', xs: 'row' }}`: `xs:rt-r-fd-row`). */
const PROP_CLASSES: Record<string, string> = { direction: 'rt-r-fd', size: 'rt-r-size' };

test('the Radix Themes components whose CSS the extension leaves out (wxt.config.ts) are used nowhere', () => {
  const used = unusedRadixComponentsUsed(code, css.unusedComponents);
  expect(used.imported.has('Button')).toBe(true);
  expect(used.components).toEqual([]);
  expect(used.classes).toEqual([]);
});

test('every responsive prop has its responsive classes kept in the build (radix-themes-css.json)', () => {
  const needed = new Set<string>();
  for (const text of code) {
    for (const [, prop, value] of text.matchAll(/(\w+)=\{\{\s*(initial:[^}]*)\}\}/g)) {
      for (const [, breakpoint] of value.matchAll(/(\w+):/g)) {
        if (breakpoint !== 'initial') needed.add(`${breakpoint}:${PROP_CLASSES[prop] ?? `the class of ${prop}`}`);
      }
    }
  }
  expect(needed.size).toBeGreaterThan(1);
  const kept = new Set(Object.entries(css.responsiveClasses).flatMap(([breakpoint, classes]) => classes.map((name) => `${breakpoint}:${name}`)));
  expect([...needed].filter((name) => !kept.has(name))).toEqual([]);
});

test('no code of the extension or libs/ui renders a Radix tooltip (wxt.config.ts builds only its provider)', () => {
  expect(css.unusedComponents).toHaveProperty('Tooltip');
  const tooltipImports = code.filter((text) => /from '@radix-ui\/react-tooltip'|import\s*\{[^}]*\bTooltip\b[^}]*\}\s*from\s*'radix-ui'/.test(text));
  expect(tooltipImports).toEqual([]);
});
