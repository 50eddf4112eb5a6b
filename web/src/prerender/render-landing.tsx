import type { Locale } from '@coverletter/contracts';
import { loadLocale, LocaleProvider } from '@coverletter/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { useIntl } from 'react-intl';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { App } from '../app/App';
import { appCatalogue } from '../catalogues/app';
import { routes } from '../app/router';

/**
 * The landing page as the browser's first render makes it (a visitor with nothing stored, every
 * query still pending), for web/scripts/prerender.mjs. main.tsx hydrates it.
 */
export async function renderLanding(locale: Locale): Promise<string> {
  await loadLocale(locale);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      <App router={router} locale={locale}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </App>
    </StrictMode>,
  );
}

/** The page's <title> and meta description in that language (the landing's own wording); after renderLanding(locale), which loads it. */
export function landingHead(locale: Locale): { title: string; description: string } {
  const head = { title: '', description: '' };
  function Capture() {
    const intl = useIntl();
    head.title = intl.formatMessage({ id: 'common.productName' });
    head.description = intl.formatMessage({ id: 'landing.hero.subtitle' });
    return null;
  }
  renderToString(
    <LocaleProvider catalogues={[appCatalogue]} locale={locale}>
      <Capture />
    </LocaleProvider>,
  );
  return head;
}
