import { createContext, useContext, useEffect } from 'react';
import { useIntl } from 'react-intl';

/** The prerender's ear for the page's title (src/prerender/render-pages.tsx), where no effect runs. */
export const PageTitleRecorder = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab title to "<page> · <product>", or the product name alone. */
export function usePageTitle(pageTitleId?: string): void {
  const intl = useIntl();
  const product = intl.formatMessage({ id: 'common.productName' });
  const title = pageTitleId ? `${intl.formatMessage({ id: pageTitleId })} · ${product}` : product;
  useContext(PageTitleRecorder)?.(title);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
