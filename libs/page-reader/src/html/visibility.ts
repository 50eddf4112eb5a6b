/**
 * What a reader of the page does not see. Text a page hides from people (display:none, zero-size
 * or transparent text, clipped or off-screen blocks) is where instructions meant for an AI model
 * are usually planted, so the readers only look at what is rendered.
 */

const CLIPPED_TO_NOTHING = /rect\(\s*0(?:px)?[\s,]+0(?:px)?[\s,]+0(?:px)?[\s,]+0(?:px)?\s*\)/;
const CLIP_PATH_TO_NOTHING = /inset\(\s*(?:50|100)%|circle\(\s*0/;
const TRANSPARENT = /^(?:transparent|rgba\([^)]*,\s*0(?:\.0+)?\))$/;

const px = (value: string | undefined): number => Number.parseFloat(value ?? '');

/** Zero in any unit, or under 2 px; relative sizes (em, %) that are not zero are left alone. */
function isTinyFont(fontSize: string): boolean {
  const size = px(fontSize);
  if (Number.isNaN(size)) return false;
  return size === 0 || (/px$/i.test(fontSize.trim()) && size < 2);
}

/** A declared or computed style that keeps its element's text from being seen. */
export function isHidingStyle(style: CSSStyleDeclaration): boolean {
  if (style.display === 'none') return true;
  if (style.visibility === 'hidden' || style.visibility === 'collapse') return true;
  if (style.opacity !== '' && px(style.opacity) === 0) return true;
  if (isTinyFont(style.fontSize)) return true;
  if (TRANSPARENT.test((style.color ?? '').trim())) return true;
  if (CLIPPED_TO_NOTHING.test(style.clip ?? '') || CLIP_PATH_TO_NOTHING.test(style.clipPath ?? '')) return true;
  const positioned = style.position === 'absolute' || style.position === 'fixed';
  if (positioned && (px(style.left) < -999 || px(style.top) < -999 || px(style.right) < -999)) return true;
  if (px(style.textIndent) < -999) return true;
  // The "visually hidden" recipe: a 1 px box that clips its content.
  if (positioned && style.overflow === 'hidden' && (px(style.width) <= 1 || px(style.height) <= 1)) return true;
  return false;
}

function isHiddenElement(element: Element, view: Window | null): boolean {
  if (element.hasAttribute('hidden')) return true;
  if (element.tagName.toUpperCase() === 'INPUT' && (element as HTMLInputElement).type === 'hidden') return true;
  const style = view ? view.getComputedStyle(element) : (element as HTMLElement).style;
  return style ? isHidingStyle(style) : false;
}

/** Inline styles worth parsing: only those that can hide (parsing every style attribute is slow on big pages in jsdom). */
const MAY_HIDE =
  /display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|opacity\s*:\s*0|font-size\s*:\s*0|font-size\s*:\s*1(?:\.\d+)?px|transparent|rgba|clip|-\d{4,}|overflow\s*:\s*hidden/i;

function isHiddenInline(element: Element): boolean {
  if (element.hasAttribute('hidden') || element.getAttribute('aria-hidden') === 'true') return true;
  if (element.tagName.toUpperCase() === 'INPUT' && element.getAttribute('type')?.toLowerCase() === 'hidden') return true;
  const style = element.getAttribute('style');
  return !!style && MAY_HIDE.test(style) && isHidingStyle((element as HTMLElement).style);
}

/**
 * Removes hidden elements judged by their own attributes and inline styles: for HTML from JSON-LD,
 * and for fetched pages, where no style sheet is loaded and computing styles would be slow. One
 * walk by sibling links (selector queries and live collections are slow on big jsdom pages).
 */
export function removeHiddenInline(root: Element | Document): void {
  const hidden: Element[] = [];
  const visit = (element: Element): void => {
    if (isHiddenInline(element)) {
      hidden.push(element);
      return;
    }
    for (let child = element.firstElementChild; child; child = child.nextElementSibling) visit(child);
  };
  const start = 'documentElement' in root ? root.documentElement : root;
  if (!start) return;
  for (let child = start.firstElementChild; child; child = child.nextElementSibling) visit(child);
  hidden.forEach((element) => element.remove());
}

const NEVER_TEXT = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'IFRAME',
  'OBJECT',
  'EMBED',
  'CANVAS',
  'VIDEO',
  'AUDIO',
  'IMG',
  'PICTURE',
  'SVG',
  'LINK',
]);

function copyVisible(source: Element, into: Element, target: Document, view: Window | null): void {
  for (let child = source.firstChild; child; child = child.nextSibling) {
    if (child.nodeType === 3) {
      into.appendChild(target.createTextNode(child.nodeValue ?? ''));
      continue;
    }
    if (child.nodeType !== 1) continue;
    const element = child as Element;
    if (NEVER_TEXT.has(element.tagName.toUpperCase()) || isHiddenElement(element, view)) continue;
    const copy = target.importNode(element, false) as Element;
    into.appendChild(copy);
    copyVisible(element, copy, target, view);
  }
}

/**
 * A copy of a rendered page with only what is shown in its body (styles computed by its window),
 * plus the head's title, meta tags, canonical link and JSON-LD: the readers work on it, so the page
 * itself is never changed.
 */
export function visibleCopy(document: Document): Document {
  const view = document.defaultView;
  const copy = document.implementation.createHTMLDocument(document.title);
  const lang = document.documentElement.getAttribute('lang');
  if (lang) copy.documentElement.setAttribute('lang', lang);
  for (const element of Array.from(document.querySelectorAll('meta[property], meta[name], link[rel="canonical"], script[type*="ld+json" i]'))) {
    copy.head.appendChild(copy.importNode(element, true));
  }
  if (document.body) copyVisible(document.body, copy.body, copy, view);
  return copy;
}
