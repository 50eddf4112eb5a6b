import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { SELECT_OPEN_KEYS, SelectTriggerStandIn } from '../fields/SelectTriggerStandIn';
import type { LanguageSelect } from './LanguageSelect';
import { useLocale } from './locale-context';

type LanguageSelectComponent = typeof LanguageSelect;

let loadedSelect: LanguageSelectComponent | null = null;
let loadingSelect: Promise<LanguageSelectComponent> | null = null;

/** Fetches the language menu's chunk once; every LanguageSwitcher rendered after that shows it at once. */
export function loadLanguageSelect(): Promise<LanguageSelectComponent> {
  loadingSelect ??= import('./LanguageSelect').then(({ LanguageSelect }) => (loadedSelect = LanguageSelect));
  return loadingSelect;
}

/**
 * The header's language menu. Radix Select and what it brings (focus scope, scroll lock, popper)
 * weigh about 20 KiB gzip, too much for the landing's first load (issue 15): the page renders a
 * stand-in with Select.Trigger's markup and classes (ghost, size 2), also in the prerendered HTML,
 * and the real menu replaces it as soon as its chunk arrives. A click on the stand-in before then,
 * or a key that opens a select, opens the menu when it arrives. Pages rendered later (client-side
 * navigation) show the menu at once; the first render in the browser is the hydration of the
 * prerendered landing, before it.
 */
export function LanguageSwitcher() {
  const [loaded, setLoaded] = useState<{ LanguageSelect: LanguageSelectComponent; hadFocus: boolean } | null>(() =>
    loadedSelect ? { LanguageSelect: loadedSelect, hadFocus: false } : null,
  );
  const [openRequested, setOpenRequested] = useState(false);
  const standIn = useRef<HTMLButtonElement>(null);
  const { locale } = useLocale();
  const intl = useIntl();

  const isLoaded = loaded !== null;
  useEffect(() => {
    if (isLoaded) return;
    // Clicked before the app ran: web/public/boot-after-paint.js noted it on the button.
    if ((standIn.current as (HTMLButtonElement & { languageMenuRequested?: boolean }) | null)?.languageMenuRequested) setOpenRequested(true);
    let active = true;
    void loadLanguageSelect().then((LanguageSelect) => {
      if (active) setLoaded({ LanguageSelect, hadFocus: standIn.current !== null && standIn.current === document.activeElement });
    });
    return () => {
      active = false;
    };
  }, [isLoaded]);

  if (loaded) {
    const { LanguageSelect } = loaded;
    return <LanguageSelect defaultOpen={openRequested} autoFocus={loaded.hadFocus || openRequested} />;
  }
  return (
    <SelectTriggerStandIn
      ref={standIn}
      variant="ghost"
      label={intl.formatMessage({ id: `common.language.${locale}` })}
      aria-label={intl.formatMessage({ id: 'common.language' })}
      data-language-stand-in=""
      onClick={() => setOpenRequested(true)}
      // The keys that open the real select, as on the letter options' stand-ins.
      onKeyDown={(event) => {
        if (!SELECT_OPEN_KEYS.includes(event.key)) return;
        event.preventDefault();
        setOpenRequested(true);
      }}
    />
  );
}
