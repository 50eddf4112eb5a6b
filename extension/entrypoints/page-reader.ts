import { readPage } from '../src/page/read-page';

/**
 * The page reader, injected into the tab by the panel (scripting.executeScript with this file)
 * only when it asks: it reads the page as rendered now and returns the posting (or profile) as the
 * script's result. Nothing stays behind in the page.
 */
export default defineUnlistedScript(() => readPage(document, location.href));
