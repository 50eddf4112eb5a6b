import { LOCALES, type Locale } from '@coverletter/contracts';
import { Select } from '@radix-ui/themes';
import { useIntl } from 'react-intl';
import { useLocale } from './LocaleProvider';

export function LanguageSwitcher() {
  const { locale, setLocale } = useLocale();
  const intl = useIntl();
  return (
    <Select.Root value={locale} onValueChange={(value) => setLocale(value as Locale)} size="2">
      <Select.Trigger variant="ghost" aria-label={intl.formatMessage({ id: 'common.language' })} />
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
