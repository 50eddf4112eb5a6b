// Writes dist/landing.{en,sv}.html and dist/landing.{en,sv}.visitor.html from dist/landing.html (the
// landing's own entry, src/landing-main.tsx): the landing already in #root, the page's title and
// language, and, instead of any stylesheet, the CSS rules the landing uses in every state it can
// show, inlined. dist/landing.html itself is removed: nothing serves it.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cssForMarkup } from './prune-critical-css.mjs';
import { entryStylesheets, fillPage, readCss, startAfterPaint, withoutStylesheets } from './prerender-html.mjs';

const LANDING_ENTRY = 'landing.html';

/**
 * Rules kept although the prerendered markup does not use them: the language menu's popup (Radix
 * Select, loaded on demand) and the toasts (Radix Toast, `?signIn=failed`), which the landing
 * draws later. Their chunks bring no stylesheet of their own for these.
 */
const DRAWN_LATER = /\.(?:rt-Select|rt-PopperContent|rt-ScrollArea|cl-toast|toast-layer)/;

/** The chunk of the landing's messages in one locale (`virtual:landing-messages/<locale>`), which the entry loads before it renders. */
function messagesChunk(manifest, locale) {
  const chunk = Object.values(manifest).find((c) => new RegExp(`^assets/landing\\.${locale}-[\\w-]+\\.js$`).test(c.file));
  if (!chunk) throw new Error(`no landing.${locale} messages chunk in the landing's manifest`);
  return `/${chunk.file}`;
}

export async function prerenderLanding({ dist, locales, ssr }) {
  const { renderLanding, renderLandingStates, landingHead, prerenderedFile } = ssr;
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/landing-manifest.json'), 'utf8'));
  const stylesheets = entryStylesheets(manifest, LANDING_ENTRY);
  const fullCss = readCss(dist, stylesheets);
  const template = withoutStylesheets(readFileSync(join(dist, LANDING_ENTRY), 'utf8'), stylesheets);

  for (const locale of locales) {
    // landing.<locale>.html waits for the sign-in check; landing.<locale>.visitor.html, for a request
    // without a session cookie (nobody signed in), starts signed out: guest actions and banner.
    for (const visitor of [false, true]) {
      const markup = await renderLanding(locale, visitor);
      const head = landingHead(locale);
      if (head.title === 'common.productName') throw new Error(`the landing's messages in ${locale} did not load`);
      const css = cssForMarkup(fullCss, `<html><body>${markup}\n${renderLandingStates(locale)}</body></html>`, (selector) => DRAWN_LATER.test(selector));
      const page = fillPage(template, {
        locale,
        title: head.title,
        description: locale === 'en' ? undefined : head.description,
        css,
        rootAttributes: `data-prerendered="${locale}"${visitor ? ' data-visitor=""' : ''}`,
        markup,
      });
      const file = prerenderedFile('/', locale, visitor);
      writeFileSync(join(dist, file), startAfterPaint(page, [messagesChunk(manifest, locale)]));
      console.log(`prerendered / (${locale}${visitor ? ', signed out' : ''}): dist/${file}, ${(Buffer.byteLength(page) / 1024).toFixed(1)} KiB`);
    }
  }
  rmSync(join(dist, LANDING_ENTRY));
}
