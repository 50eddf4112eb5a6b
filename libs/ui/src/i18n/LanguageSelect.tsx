import { LOCALES, type Locale } from '@coverletter/contracts';
import { Select } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { useLocale } from './locale-context';

interface LanguageSelectProps {
  /** Opens at once: the visitor clicked the stand-in trigger before this arrived. */
  defaultOpen?: boolean;
  /** Takes the focus the stand-in trigger had. */
  autoFocus?: boolean;
}

/** The language menu itself (Radix Select); LanguageSwitcher loads it once the page is on screen. */
export function LanguageSelect({ defaultOpen, autoFocus }: LanguageSelectProps) {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  return (
    <Select.Root value={locale} onValueChange={(value) => setLocale(value as Locale)} size="2" defaultOpen={defaultOpen}>
      <Select.Trigger variant="ghost" aria-label={intl.formatMessage({ id: 'common.language' })} autoFocus={autoFocus} />
      <Select.Content position="popper">
        {LOCALES.map((code) => (
          <Select.Item key={code} value={code}>
            {intl.formatMessage({ id: `common.language.${code}` })}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
