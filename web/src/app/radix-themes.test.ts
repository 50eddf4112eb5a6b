import { join } from 'node:path';
import { radixScales } from '../../../libs/ui/src/test-support/radix-scales';

test('every colour scale the web app and libs/ui use is imported by radix-themes.ts', () => {
  const { used, missing } = radixScales(join(__dirname, 'radix-themes.ts'), [join(__dirname, '..'), join(__dirname, '../../../libs/ui/src')]);
  expect(used.size).toBeGreaterThan(4);
  expect(missing).toEqual([]);
});
