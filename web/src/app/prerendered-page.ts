/** Resolves once the browser has painted (at once in a hidden tab, where no frame comes). */
function afterPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/** The full stylesheets web/scripts/prerender.mjs held back from the first paint, applied to the screen once loaded. */
function applyDeferredStylesheets(): Promise<unknown> {
  const links = [...document.querySelectorAll<HTMLLinkElement>('link[data-after-paint]')];
  return Promise.all(
    links.map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise((resolve) => {
            link.addEventListener('load', resolve, { once: true });
            // One that fails to load leaves the page with the inlined rules; the app starts all the same.
            link.addEventListener('error', resolve, { once: true });
          });
      link.media = 'all';
      return loaded;
    }),
  );
}

/**
 * For a prerendered page (the landing): waits for its first paint, which needs only the HTML and
 * its inlined rules, then applies the full stylesheets, which the app's own rendering needs.
 */
export async function afterFirstPaint(): Promise<void> {
  await afterPaint();
  await applyDeferredStylesheets();
}
