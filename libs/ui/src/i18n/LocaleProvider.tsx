import { useMemo } from 'react';
import type { Catalogue } from './catalogue';
import { CatalogueLocaleProvider, type LocaleProviderProps } from './locale-context';
import { uiCatalogue } from './ui-catalogue';

export * from './locale-context';

/** The language and its messages: libs/ui's own texts with the host app's catalogues over them. */
export function LocaleProvider({ catalogues, ...props }: LocaleProviderProps) {
  const all = useMemo<readonly Catalogue[]>(() => [uiCatalogue, ...(catalogues ?? [])], [catalogues]);
  return <CatalogueLocaleProvider catalogues={all} {...props} />;
}
