import { startEarlySignInCheck } from '../src/panel/send-early-sign-in-check';
import { startFirstTabRead } from '../src/panel/first-tab';

/**
 * The side panel's first script: sidepanel.html runs it ahead of the panel's modules, so the tab's
 * read (first-tab.ts) and the signed-in check (send-early-sign-in-check.ts) travel while they load.
 */
export default defineUnlistedScript(() => {
  startFirstTabRead();
  startEarlySignInCheck();
});
