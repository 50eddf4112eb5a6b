import { CheckIcon } from '@radix-ui/react-icons';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** 'Saving...' while a save runs, 'Saved' once the text on screen is the saved one. */
export function SaveState({ isSaving, isSaved }: { isSaving: boolean; isSaved: boolean }) {
  if (!isSaving && !isSaved) return null;
  return (
    <Flex align="center" gap="1" role="status" asChild>
      <Text size="1" color={isSaving ? 'gray' : 'green'}>
        {isSaving ? <Spinner size="1" /> : <CheckIcon aria-hidden />}
        <FormattedMessage id={isSaving ? 'generator.saving' : 'generator.saved'} />
      </Text>
    </Flex>
  );
}
