// The SSR build's entry (`vite build --ssr`): what web/scripts/prerender.mjs renders with.
export { LOCALES, PRERENDERED_ROUTES, prerenderedFile } from '@coverletter/contracts';
export { landingHead, renderLanding, renderLandingStates } from './render-landing';
export { renderPage } from './render-pages';
