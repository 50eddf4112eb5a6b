import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the browser tab title to "<page> · <product>", or the product name alone. */
export function usePageTitle(pageTitleId?: string): void {
  const intl = useIntl();
  const product = intl.formatMessage({ id: 'common.productName' });
  const page = pageTitleId ? intl.formatMessage({ id: pageTitleId }) : undefined;
  useEffect(() => {
    document.title = page ? `${page} · ${product}` : product;
  }, [page, product]);
}
