import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function fixtureHtml(name: string): string {
  return readFileSync(join(__dirname, 'fixtures', name), 'utf8');
}

/**
 * A page as the extension sees it: put into the test's window document, whose window computes
 * styles from the page's <style> sheets as a browser would. Scripts do not run.
 */
export function renderedPage(html: string): Document {
  const lang = /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
  document.documentElement.innerHTML = html.replace(/^\s*<!doctype[^>]*>/i, '').replace(/<\/?html[^>]*>/gi, '');
  if (lang) document.documentElement.setAttribute('lang', lang);
  else document.documentElement.removeAttribute('lang');
  return document;
}

/** A page as the server sees it: parsed, without a window or computed styles. */
export function fetchedPage(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}
