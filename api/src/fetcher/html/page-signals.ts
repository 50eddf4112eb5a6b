import { nodeToText } from './html-to-text';

const BOT_WALL_TITLE =
  /captcha|are you a (?:robot|human)|verify(?:ing)? (?:that )?you are (?:a )?human|access denied|attention required|just a moment|checking your browser|security check|request unsuccessful|pardon our interruption|bot detection|unusual traffic/i;
const BOT_WALL_TEXT =
  /verify (?:that )?you are (?:a )?human|are you a robot|complete the (?:security check|captcha)|unusual traffic from your|enable javascript and cookies to continue|why have i been blocked|access to this page has been denied/i;
/** Challenge pages of the common bot-protection services (not plain reCAPTCHA widgets: application forms have those). */
const BOT_WALL_MARKERS = [
  '#px-captcha',
  '#challenge-form',
  '#challenge-running',
  '#cf-challenge-running',
  '.cf-browser-verification',
  '#distilIdentificationBlock',
  'script[src*="captcha-delivery.com"]',
  'script[src*="challenges.cloudflare.com"]',
].join(',');
/** A challenge page is short; a long page that merely mentions a captcha is content. */
const BOT_WALL_MAX_TEXT = 2000;
/** Below this much visible text, a page with scripts is an empty shell. */
const SHELL_MAX_TEXT = 200;

export function visibleText(document: Document): string {
  return document.body ? nodeToText(document.body) : '';
}

/** A captcha, challenge or "access denied" page put up for automated visitors. */
export function looksLikeBotWall(document: Document, text = visibleText(document)): boolean {
  if (text.length > BOT_WALL_MAX_TEXT) return false;
  return BOT_WALL_TITLE.test(document.title) || BOT_WALL_TEXT.test(text) || !!document.querySelector(BOT_WALL_MARKERS);
}

/** A page whose content only appears once its scripts run (a root div, scripts, a <noscript>). */
export function needsJavaScript(document: Document, text = visibleText(document)): boolean {
  if (text.length >= SHELL_MAX_TEXT) return false;
  const scripts = Array.from(document.querySelectorAll('script')).filter((s) => !/ld\+json/i.test(s.getAttribute('type') ?? ''));
  const noscriptAsks = Array.from(document.querySelectorAll('noscript')).some((n) => /javascript/i.test(n.textContent ?? ''));
  return scripts.length > 0 || noscriptAsks;
}
