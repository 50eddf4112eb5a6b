import { Button, Flex, Switch, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';

interface IncludeLinkedinSwitchProps {
  connected: boolean;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  onConnect: () => void;
}

/** Off and disabled, with a way to connect a profile, when none is saved. */
export function IncludeLinkedinSwitch({ connected, checked, onCheckedChange, onConnect }: IncludeLinkedinSwitchProps) {
  const switchId = useId();
  const hintId = useId();
  return (
    <Flex gap="3" align="start" className="linkedin-switch">
      <Switch id={switchId} mt="1" checked={connected && checked} onCheckedChange={onCheckedChange} disabled={!connected} aria-describedby={hintId} />
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="bold" htmlFor={switchId}>
          <FormattedMessage id="create.linkedin.label" />
        </Text>
        <Flex gap="2" align="center" wrap="wrap">
          <Text size="1" color="gray" id={hintId}>
            <FormattedMessage id={connected ? 'create.linkedin.hint' : 'create.linkedin.none'} />
          </Text>
          {!connected && (
            <Button size="1" variant="ghost" onClick={onConnect}>
              <FormattedMessage id="create.linkedin.connect" />
            </Button>
          )}
        </Flex>
      </Flex>
    </Flex>
  );
}
