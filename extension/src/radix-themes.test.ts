import { join } from 'node:path';
import { radixScales } from '../../libs/ui/src/test-support/radix-scales';

test('every colour scale the extension and libs/ui use is imported by radix-themes.ts', () => {
  const extension = join(__dirname, '..');
  const sources = [join(extension, 'src'), join(extension, 'entrypoints'), join(extension, '../libs/ui/src')];
  const { used, missing } = radixScales(join(__dirname, 'radix-themes.ts'), sources);
  expect(used.size).toBeGreaterThan(3);
  expect(missing).toEqual([]);
});
