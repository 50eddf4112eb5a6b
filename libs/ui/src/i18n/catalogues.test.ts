/** @jest-environment node */
import { LOCALES } from '@coverletter/contracts';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(__dirname, '../../../..');
const FOLDERS = ['libs/ui/src/i18n/catalogues', 'web/src/catalogues', 'extension/src/catalogues'];

/** Every catalogue: folder/name → locale → messages. */
function catalogues(): Map<string, Map<string, Record<string, string>>> {
  const found = new Map<string, Map<string, Record<string, string>>>();
  for (const folder of FOLDERS) {
    for (const file of readdirSync(join(ROOT, folder)).filter((name) => name.endsWith('.json'))) {
      const [name, locale] = file.split('.');
      const key = `${folder}/${name}`;
      if (!found.has(key)) found.set(key, new Map());
      found.get(key)!.set(locale, JSON.parse(readFileSync(join(ROOT, folder, file), 'utf8')));
    }
  }
  return found;
}

/** A message's arguments with the kind of value each takes ("count:number", "name:argument", "<privacy>:tag"), sorted. */
function argumentsOf(message: string): string[] {
  const found = new Set<string>();
  const visit = (elements: MessageFormatElement[]) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) found.add(`${element.value}:argument`);
      if (element.type === TYPE.number) found.add(`${element.value}:number`);
      if (element.type === TYPE.date || element.type === TYPE.time) found.add(`${element.value}:date`);
      // Swedish says '{count, number} tecken' where English needs '{count, plural, …}': both take a number.
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        found.add(`${element.value}:${element.type === TYPE.plural ? 'number' : 'select'}`);
        Object.values(element.options).forEach((option) => visit(option.value));
      }
      if (element.type === TYPE.tag) {
        found.add(`<${element.value}>:tag`);
        visit(element.children);
      }
    }
  };
  visit(parse(message));
  return [...found].sort();
}

const all = catalogues();

test('there is a catalogue of every locale for libs/ui, the web app and the extension', () => {
  expect(all.size).toBeGreaterThanOrEqual(9);
  for (const [name, locales] of all) expect({ name, locales: [...locales.keys()].sort() }).toEqual({ name, locales: [...LOCALES].sort() });
});

test.each([...all.keys()])('%s: every id in every locale, with the same ICU arguments', (name) => {
  const locales = all.get(name)!;
  const english = locales.get('en')!;
  const problems: string[] = [];
  for (const locale of LOCALES) {
    const messages = locales.get(locale) ?? {};
    for (const id of Object.keys(english)) if (!(id in messages)) problems.push(`${locale} lacks ${id}`);
    for (const id of Object.keys(messages)) {
      if (!(id in english)) problems.push(`${locale} has ${id}, English does not`);
      else if (argumentsOf(messages[id]).join() !== argumentsOf(english[id]).join())
        problems.push(`${locale} ${id}: ${argumentsOf(messages[id]).join(' ')} ≠ en ${argumentsOf(english[id]).join(' ')}`);
    }
  }
  expect(problems).toEqual([]);
});

test('no message id is in two catalogues of one app (a scoped page would hide the other)', () => {
  const owners = new Map<string, string>();
  const clashes: string[] = [];
  for (const [name, locales] of all) {
    const app = relative(ROOT, name).split('/')[0];
    for (const id of Object.keys(locales.get('en')!)) {
      const key = `${app === 'libs' ? '*' : app}:${id}`;
      const other = owners.get(`*:${id}`) ?? owners.get(key);
      if (other) clashes.push(`${id} in ${other} and ${name}`);
      owners.set(app === 'libs' ? `*:${id}` : key, name);
    }
  }
  expect(clashes).toEqual([]);
});

test('no defineMessages(en, sv) bundle is left outside the catalogues (scripts/messages-to-catalogues.mjs moves them)', () => {
  expect(() => execFileSync(process.execPath, [join(ROOT, 'scripts/messages-to-catalogues.mjs'), '--check'], { stdio: 'pipe' })).not.toThrow();
});
