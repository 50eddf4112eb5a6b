// A prerendered page's app starts once the page has painted (web/scripts/prerender.mjs writes this
// script's attributes): the browser paints the HTML without first fetching and compiling the
// JavaScript (issue 15). Then it fetches the page's modules and messages all at once
// (modulepreload) and runs its entry (src/landing-main.tsx for the landing, src/main.tsx else). A click on the
// language menu's stand-in before the app runs is noted on the button, and the menu opens once it
// is there (libs/ui LanguageSwitcher.tsx).
const script = document.querySelector('script[data-app-entry]');

function start() {
  for (const href of script.dataset.preload.split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  import(script.dataset.appEntry);
}

document.addEventListener(
  'click',
  (event) => {
    const standIn = event.target instanceof Element ? event.target.closest('[data-language-stand-in]') : null;
    if (standIn) standIn.languageMenuRequested = true;
  },
  { capture: true },
);

// A hidden tab paints nothing: the app starts at once there.
if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start, 0));
else start();
