// The responsive classes of Radix Themes that the sources can produce, found by scanning them at
// build time (for radix-themes-components.mjs, which keeps only these). Radix Themes turns a
// responsive prop value into classes at run time: `size={{ initial: '2', sm: '3' }}` on Text gives
// `rt-r-size-2 sm:rt-r-size-3`, so the stylesheets carry every prop, value and breakpoint, about
// half of their weight. A responsive value always starts as an object literal with breakpoint keys;
// the scan follows each such object to the name it is passed under (a JSX attribute, an object
// property, a variable and its uses, through `?:`, `??`, `||`, `&&`, parentheses and `as`) and keeps
// that prop's classes for the object's breakpoints, with every value. A prop given to a Radix
// component from a variable of another name (`<Heading size={titleSize}>`) makes `titleSize` an
// alias of `size`. An object whose destination the scan cannot follow (given to a function, built
// with a spread or a computed key) keeps its breakpoints for every prop: a class the code can
// produce is never left out.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** Radix Themes' breakpoints, the keys of a responsive prop besides `initial`. */
export const RADIX_BREAKPOINTS = ['xs', 'sm', 'md', 'lg', 'xl'];
const RESPONSIVE_KEYS = new Set(['initial', ...RADIX_BREAKPOINTS]);
const ANY = '*';

/** Each responsive prop of Radix Themes and its classes (`size` → rt-r-size, `align` → rt-r-ai, rt-r-va, rt-r-ta), from the package's prop definitions. */
export function radixResponsiveProps() {
  const require = createRequire(import.meta.url);
  const dir = join(dirname(require.resolve('@radix-ui/themes/package.json')), 'dist/esm');
  const props = new Map();
  for (const file of readdirSync(dir, { recursive: true })) {
    if (!/\.props?\.js$/.test(file)) continue;
    const code = readFileSync(join(dir, file), 'utf8');
    for (const [, name, body] of code.matchAll(/([\w$]+|"[^"]+"):\{([^{}]*)\}/g)) {
      const className = /className:"([^"]+)"/.exec(body)?.[1];
      if (!/responsive:!0/.test(body) || !className) continue;
      const prop = name.replace(/"/g, '');
      props.set(prop, new Set([...(props.get(prop) ?? []), className]));
    }
  }
  if (props.size < 20) throw new Error(`radix-responsive-classes: found only ${props.size} responsive props in @radix-ui/themes; has its build changed?`);
  return props;
}

function sourceFiles(dirs) {
  return dirs.flatMap((dir) =>
    readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && !entry.parentPath.includes('node_modules'))
      .map((entry) => join(entry.parentPath, entry.name)),
  );
}

const propertyName = (name) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);

/** An expression that passes its value on unchanged (or one of its branches). */
function passesOn(node) {
  const parent = node.parent;
  if (ts.isParenthesizedExpression(parent) || ts.isAsExpression(parent) || ts.isSatisfiesExpression(parent) || ts.isNonNullExpression(parent)) return true;
  if (ts.isConditionalExpression(parent)) return parent.condition !== node;
  if (ts.isBinaryExpression(parent)) {
    const op = parent.operatorToken.kind;
    return op === ts.SyntaxKind.QuestionQuestionToken || op === ts.SyntaxKind.BarBarToken || op === ts.SyntaxKind.AmpersandAmpersandToken;
  }
  return false;
}

/** The names a value reaches from `node` (JSX attributes, object properties), or ANY. */
function destinations(node, file, seen = new Set()) {
  while (passesOn(node)) node = node.parent;
  const parent = node.parent;
  if (ts.isJsxExpression(parent) && ts.isJsxAttribute(parent.parent)) return [parent.parent.name.getText(file)];
  if (ts.isPropertyAssignment(parent) && parent.initializer === node) return [propertyName(parent.name) ?? ANY];
  if (ts.isVariableDeclaration(parent) && parent.initializer === node && ts.isIdentifier(parent.name)) {
    const name = parent.name;
    if (seen.has(name)) return [];
    seen.add(name);
    const uses = [];
    const visit = (child) => {
      if (ts.isIdentifier(child) && child.text === name.text && child !== name) {
        if (ts.isShorthandPropertyAssignment(child.parent)) uses.push(child.text);
        else if (!(ts.isPropertyAccessExpression(child.parent) && child.parent.name === child)) uses.push(...destinations(child, file, seen));
      }
      ts.forEachChild(child, visit);
    };
    visit(file);
    return uses;
  }
  return [ANY];
}

/** Breakpoints of a responsive object literal, or null for an object of another kind. */
function breakpointsOf(object) {
  const keys = object.properties.map((property) =>
    ts.isPropertyAssignment(property) || ts.isShorthandPropertyAssignment(property) ? propertyName(property.name) : undefined,
  );
  if (!keys.some((key) => key && RADIX_BREAKPOINTS.includes(key))) return null;
  // Built with a spread or a computed key: its breakpoints cannot be read.
  if (keys.some((key) => key === undefined)) return RADIX_BREAKPOINTS;
  if (!keys.every((key) => RESPONSIVE_KEYS.has(key))) return null;
  return keys.filter((key) => key !== 'initial');
}

/**
 * The names an expression's value can come from (`size`, `props.size` → size), for aliases of a
 * Radix prop; not those inside functions and JSX it creates, nor an object literal's keys.
 */
function namesRead(expression) {
  const names = new Set();
  const visit = (node) => {
    if (ts.isFunctionLike(node) || ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)) return;
    if (ts.isIdentifier(node) && !(ts.isPropertyAssignment(node.parent) && node.parent.name === node)) names.add(node.text);
    ts.forEachChild(node, visit);
  };
  visit(expression);
  return names;
}

/**
 * The responsive classes the sources under `dirs` can produce, by breakpoint, as
 * radix-themes-components.mjs takes them (`{ sm: ['rt-r-fd', 'rt-r-size'] }`).
 */
export function responsiveClassesIn(dirs, props = radixResponsiveProps()) {
  /** Name a responsive value is passed under → its breakpoints. */
  const used = new Map();
  /** Name → the Radix props its value is given to under another name. */
  const aliases = new Map();
  for (const path of sourceFiles(dirs)) {
    const file = ts.createSourceFile(
      path,
      readFileSync(path, 'utf8'),
      ts.ScriptTarget.Latest,
      true,
      path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node) => {
      if (ts.isObjectLiteralExpression(node)) {
        const breakpoints = breakpointsOf(node);
        if (breakpoints) {
          for (const name of destinations(node, file)) used.set(name, new Set([...(used.get(name) ?? []), ...breakpoints]));
        }
      }
      if (ts.isJsxAttribute(node) && node.initializer && ts.isJsxExpression(node.initializer) && node.initializer.expression) {
        const prop = node.name.getText(file);
        if (props.has(prop)) {
          for (const name of namesRead(node.initializer.expression)) if (name !== prop) aliases.set(name, new Set([...(aliases.get(name) ?? []), prop]));
        }
      }
      // `{ headingSize: size }`: a value passed as headingSize goes on as size.
      if (ts.isBindingElement(node) && node.propertyName && ts.isIdentifier(node.name)) {
        const from = propertyName(node.propertyName);
        if (from) aliases.set(from, new Set([...(aliases.get(from) ?? []), node.name.text]));
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  const radixPropsOf = (name, seen = new Set([name])) => {
    if (name === ANY) return [...props.keys()];
    const found = props.has(name) ? [name] : [];
    for (const alias of aliases.get(name) ?? []) {
      if (seen.has(alias)) continue;
      seen.add(alias);
      found.push(...radixPropsOf(alias, seen));
    }
    return found;
  };
  const classes = Object.fromEntries(RADIX_BREAKPOINTS.map((breakpoint) => [breakpoint, new Set()]));
  for (const [name, breakpoints] of used) {
    for (const prop of radixPropsOf(name)) {
      for (const breakpoint of breakpoints) for (const className of props.get(prop)) classes[breakpoint].add(className);
    }
  }
  return Object.fromEntries(
    Object.entries(classes)
      .filter(([, names]) => names.size > 0)
      .map(([breakpoint, names]) => [breakpoint, [...names].sort()]),
  );
}
