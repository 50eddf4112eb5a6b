import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { responsiveClassesIn } from './radix-responsive';

/** The build's scan over one source file. */
function scan(source: string) {
  const dir = mkdtempSync(join(tmpdir(), 'responsive-scan-'));
  try {
    writeFileSync(join(dir, 'page.tsx'), source);
    return responsiveClassesIn([dir]);
  } finally {
    rmSync(dir, { recursive: true });
  }
}

test('a responsive prop keeps its classes for the breakpoints it names', () => {
  expect(scan(`export const A = () => <Flex direction={{ initial: 'column', sm: 'row' }} gap="3" />;`)).toEqual({ sm: ['rt-r-fd'] });
});

test('values reached through a condition, a variable or a nullish default count too', () => {
  const source = `
    const wide = { initial: '1', md: '3fr 2fr' };
    export const A = ({ big }: { big: boolean }) => (
      <>
        <Card size={big ? { initial: '2', lg: '4' } : '2'} />
        <Grid columns={wide} />
        <Text size={undefined ?? { initial: '1', xl: '2' }} />
      </>
    );`;
  expect(scan(source)).toEqual({ lg: ['rt-r-size'], md: ['rt-r-gtc'], xl: ['rt-r-size'] });
});

test('a value passed under another name reaches the Radix prop it is given to', () => {
  const source = `
    const Title = ({ titleSize }: Props) => <Heading size={titleSize} />;
    const Lead = ({ leadSize: size }: Props) => <Text size={size} />;
    export const A = () => (
      <>
        <Title titleSize={{ initial: '6', sm: '8' }} />
        <Lead leadSize={{ initial: '2', md: '3' }} />
      </>
    );`;
  expect(scan(source)).toEqual({ sm: ['rt-r-size'], md: ['rt-r-size'] });
});

test('a value the scan cannot follow keeps its breakpoints for every prop', () => {
  const classes = scan(`export const A = () => <Box {...pick({ initial: '2', xs: '3' })} />;`);
  expect(Object.keys(classes)).toEqual(['xs']);
  expect(classes.xs).toEqual(expect.arrayContaining(['rt-r-size', 'rt-r-p', 'rt-r-gtc', 'rt-r-display']));
});
