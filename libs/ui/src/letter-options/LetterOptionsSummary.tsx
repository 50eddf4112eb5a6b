import { resolveLetterOptions, type LetterOptionsInput } from '@coverletter/contracts';
import { Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';

/** "Short · Warm · Swedish": what a letter was written with, beside its other details. */
export function LetterOptionsSummary({ options }: { options: LetterOptionsInput }) {
  const intl = useIntl();
  const { length, tone, language } = resolveLetterOptions(options);
  const names = [`length.${length}`, `tone.${tone}`, `language.${language}`].map((id) => intl.formatMessage({ id: `letterOptions.${id}` }));
  return (
    <Text size="2" color="gray">
      {names.join(' · ')}
    </Text>
  );
}
