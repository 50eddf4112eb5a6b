import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts a fixture page (the page reader's, shared with its tests) into the test's jsdom document (its
 * window computes styles from the page's <style> sheets, as a browser would) and returns that
 * document. Scripts do not run.
 */
export function loadFixture(name: string): Document {
  const html = readFileSync(join(__dirname, '../../../libs/page-reader/src/page/fixtures', name), 'utf8');
  return loadHtml(html);
}

export function loadHtml(html: string): Document {
  const lang = /<html[^>]*\blang="([^"]+)"/i.exec(html)?.[1];
  document.documentElement.innerHTML = html.replace(/^\s*<!doctype[^>]*>/i, '').replace(/<\/?html[^>]*>/gi, '');
  if (lang) document.documentElement.setAttribute('lang', lang);
  else document.documentElement.removeAttribute('lang');
  return document;
}
