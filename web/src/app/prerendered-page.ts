/**
 * The full stylesheets web/scripts/prerender.mjs held back from the first paint of a prerendered
 * page (the landing), applied to the screen; resolves once loaded, which the app's own rendering
 * needs. The paint itself has happened: web/public/landing-boot.js loads the app only after it.
 */
export function applyDeferredStylesheets(): Promise<unknown> {
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
