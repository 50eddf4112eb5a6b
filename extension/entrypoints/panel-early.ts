import { startFirstTabRead } from '../src/panel/first-tab';

/** The side panel's first script: sidepanel.html runs it ahead of the panel's modules (first-tab.ts). */
export default defineUnlistedScript(() => startFirstTabRead());
