#!/usr/bin/env node
// Moves every `defineMessages(en, sv)` bundle left in web, libs/ui and the extension into the
// per-locale catalogues (issue 16, item 7): `<catalogue>.<locale>.json`, ICU messages keyed by id.
//
//   node scripts/messages-to-catalogues.mjs           move what is left, then say what to unwire
//   node scripts/messages-to-catalogues.mjs --check   change nothing; exit 1 if a bundle is left
//
// Idempotent: with no bundle left it changes nothing. A bundle's text wins over the catalogue's
// (so a text edited in a bundle on another branch lands). A file that held nothing but bundles
// is deleted; its exported names are listed with the files that still import them, to remove by
// hand (the catalogue loads them now: see docs/architecture.md, "Translations").
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');

/** Where a bundle's messages go, by the folder it sits in: the first (most specific) match wins. */
const CATALOGUES = [
  ['libs/ui/src/', 'libs/ui/src/i18n/catalogues/ui'],
  ['extension/', 'extension/src/catalogues/extension'],
  ['web/src/features/admin/', 'web/src/catalogues/admin'],
  ['web/src/features/payment-pages/', 'web/src/catalogues/payment-pages'],
  ['web/src/features/generator/', 'web/src/catalogues/generator'],
  ['web/src/features/legal/terms', 'web/src/catalogues/terms'],
  ['web/src/features/legal/privacy', 'web/src/catalogues/privacy'],
  ['web/src/features/legal/', 'web/src/catalogues/legal'],
  ['web/src/', 'web/src/catalogues/app'],
];
const LOCALES = ['en', 'sv'];
const SOURCES = ['libs/ui/src', 'web/src', 'extension/src', 'extension/entrypoints'];

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

function catalogueFor(file) {
  const path = relative(root, file);
  const found = CATALOGUES.find(([prefix]) => path.startsWith(prefix));
  if (!found) throw new Error(`${path}: no catalogue for this folder (scripts/messages-to-catalogues.mjs CATALOGUES)`);
  return found[1];
}

function fail(file, node, why) {
  const source = node.getSourceFile();
  const { line } = source.getLineAndCharacterOfPosition(node.getStart());
  throw new Error(`${relative(root, file)}:${line + 1}: ${why}`);
}

/** A literal's text: 'a', "a", `a` (no ${}), and 'a' + 'b'. */
function literalText(file, node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalText(file, node.expression);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) return literalText(file, node.left) + literalText(file, node.right);
  return fail(file, node, 'a message must be a plain string (move it by hand)');
}

function messagesOf(file, object) {
  if (!ts.isObjectLiteralExpression(object)) fail(file, object, 'defineMessages takes two object literals');
  const messages = {};
  for (const property of object.properties) {
    if (!ts.isPropertyAssignment(property)) fail(file, property, 'only `key: text` entries can be moved');
    const key = ts.isIdentifier(property.name) ? property.name.text : literalText(file, property.name);
    messages[key] = literalText(file, property.initializer);
  }
  return messages;
}

const isCall = (node, name) => ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name;

/** The bundles in a file, and whether the file holds anything else (imports and comments aside). */
function readBundles(file) {
  const text = readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const bundles = [];
  const visit = (node) => {
    if (isCall(node, 'defineMessages')) {
      if (node.arguments.length !== LOCALES.length) fail(file, node, `defineMessages takes ${LOCALES.join(', ')}`);
      bundles.push(Object.fromEntries(LOCALES.map((locale, i) => [locale, messagesOf(file, node.arguments[i])])));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  const exported = [];
  let onlyBundles = true;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) continue;
    const declarations = ts.isVariableStatement(statement) ? statement.declarationList.declarations : null;
    const bundleOnly = declarations?.every((d) => d.initializer && (isCall(d.initializer, 'defineMessages') || isCall(d.initializer, 'mergeBundles')));
    if (!bundleOnly) {
      onlyBundles = false;
      continue;
    }
    if (statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) exported.push(...declarations.map((d) => d.name.getText()));
  }
  return { bundles, exported, onlyBundles };
}

const readJson = (path) => (existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : {});
const sorted = (messages) => Object.fromEntries(Object.entries(messages).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

const files = SOURCES.flatMap((dir) => sourceFiles(join(root, dir))).filter((file) => !file.endsWith('i18n/define-messages.ts'));
const catalogues = new Map();
const removed = [];
const leftInPlace = [];
for (const file of files) {
  if (!readFileSync(file, 'utf8').includes('defineMessages(')) continue;
  const { bundles, exported, onlyBundles } = readBundles(file);
  if (!bundles.length) continue;
  const target = catalogueFor(file);
  if (!catalogues.has(target)) catalogues.set(target, Object.fromEntries(LOCALES.map((locale) => [locale, readJson(`${join(root, target)}.${locale}.json`)])));
  const catalogue = catalogues.get(target);
  for (const bundle of bundles) for (const locale of LOCALES) Object.assign(catalogue[locale], bundle[locale]);
  if (onlyBundles) removed.push({ file, exported, target });
  else leftInPlace.push({ file, target });
}

if (check) {
  for (const { file } of [...removed, ...leftInPlace]) console.log(`bundle left: ${relative(root, file)}`);
  process.exit(removed.length + leftInPlace.length ? 1 : 0);
}

for (const [target, catalogue] of catalogues) {
  for (const locale of LOCALES) {
    const path = `${join(root, target)}.${locale}.json`;
    const next = `${JSON.stringify(sorted(catalogue[locale]), null, 2)}\n`;
    if (!existsSync(path) || readFileSync(path, 'utf8') !== next) writeFileSync(path, next);
  }
}

const everySource = SOURCES.flatMap((dir) => sourceFiles(join(root, dir)).concat(existsSync(join(root, dir)) ? [] : []));
for (const { file, exported, target } of removed) {
  rmSync(file);
  console.log(`moved ${relative(root, file)} into ${target}.{${LOCALES.join(',')}}.json`);
  for (const name of exported) {
    const users = everySource.filter((other) => existsSync(other) && new RegExp(`\\b${name}\\b`).test(readFileSync(other, 'utf8')));
    for (const user of users) console.log(`  still named in ${relative(root, user)}: ${name} (remove; ${target} loads these messages)`);
  }
}
for (const { file, target } of leftInPlace) {
  console.log(`moved the bundles of ${relative(root, file)} into ${target}; the file holds more than bundles: remove them by hand`);
}
if (!removed.length && !leftInPlace.length) console.log('no defineMessages bundle left');
