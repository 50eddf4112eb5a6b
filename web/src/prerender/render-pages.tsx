import type { Locale, PrerenderedRoute } from '@coverletter/contracts';
import { createQueryClient, loadLocale, setActiveLocale } from '@coverletter/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app/App';
import { prerenderedRootAttributes, prerenderState, seedQueries } from '../app/prerendered-page';
import { routes } from '../app/router';
import { PageTitleRecorder } from '../components/use-page-title';

export interface RenderedPage {
  /** #root's markup. */
  html: string;
  /** #root's attributes, which main.tsx reads to hydrate it. */
  rootAttributes: string;
  title: string;
}

/**
 * A page of the app (not the landing, which has its own entry) as the browser's first render makes
 * it, for web/scripts/prerender.mjs: nothing stored in the browser, every request on its way, and,
 * `signedOut`, known to be signed out. main.tsx hydrates it.
 */
export async function renderPage(path: Exclude<PrerenderedRoute, '/'>, locale: Locale, signedOut: boolean): Promise<RenderedPage> {
  setActiveLocale(locale);
  await loadLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const state = prerenderState(locale, signedOut);
  const queryClient = createQueryClient();
  seedQueries(queryClient, state);
  let title = '';
  const html = renderToString(
    <StrictMode>
      <PageTitleRecorder.Provider value={(pageTitle) => (title = pageTitle)}>
        <App router={router} locale={locale} queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </App>
      </PageTitleRecorder.Provider>
    </StrictMode>,
  );
  if (!title) throw new Error(`${path} set no page title`);
  return { html, rootAttributes: prerenderedRootAttributes(state), title };
}
