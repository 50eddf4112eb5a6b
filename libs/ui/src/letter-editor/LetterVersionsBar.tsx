import type { LetterVersion } from '@coverletter/contracts';
import { ChevronLeftIcon, ChevronRightIcon, CounterClockwiseClockIcon } from '@radix-ui/react-icons';
import { Button, Flex, IconButton, Spinner, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';

interface LetterVersionsBarProps {
  /** Oldest first; the last is the current text. */
  versions: readonly LetterVersion[];
  /** The version on screen. */
  shown: LetterVersion;
  onShow: (version: LetterVersion) => void;
  /** Saves the shown earlier version as the newest one. */
  onRestore: (version: LetterVersion) => void;
  isRestoring: boolean;
}

/** "Version 3 of 3 · edited", arrows to step through the versions, and restoring an earlier one. */
export function LetterVersionsBar({ versions, shown, onShow, onRestore, isRestoring }: LetterVersionsBarProps) {
  const intl = useIntl();
  const index = versions.findIndex((version) => version.number === shown.number);
  const isNewest = index === versions.length - 1;
  return (
    <Flex align="center" justify="between" gap="3" wrap="wrap">
      <Flex align="center" gap="2">
        <IconButton
          size="1"
          variant="ghost"
          disabled={index <= 0}
          aria-label={intl.formatMessage({ id: 'letterEditor.older' })}
          onClick={() => onShow(versions[index - 1])}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Text size="2" color="gray" aria-live="polite">
          <FormattedMessage id="letterEditor.version" values={{ number: shown.number, total: versions.at(-1)?.number ?? shown.number, source: shown.source }} />
        </Text>
        <IconButton
          size="1"
          variant="ghost"
          disabled={isNewest}
          aria-label={intl.formatMessage({ id: 'letterEditor.newer' })}
          onClick={() => onShow(versions[index + 1])}
        >
          <ChevronRightIcon />
        </IconButton>
      </Flex>
      {!isNewest && (
        <Button size="1" variant="soft" disabled={isRestoring} onClick={() => onRestore(shown)}>
          {isRestoring ? <Spinner size="1" /> : <CounterClockwiseClockIcon aria-hidden />}
          <FormattedMessage id="letterEditor.restore" />
        </Button>
      )}
    </Flex>
  );
}
