import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** The guest flow's answer to a 402: the free letter is used, sign in for more. */
export function SignInToUnlock({ loginHref, onFollow }: { loginHref: string; onFollow?: () => void }) {
  return (
    <Callout.Root color="indigo" role="alert">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" align="start">
        <Text as="p" size="2" weight="bold">
          <FormattedMessage id="generator.generate.signInToUnlock" />
        </Text>
        <Text as="p" size="2">
          <FormattedMessage id="generator.generate.signInToUnlockBody" />
        </Text>
        <Button asChild size="2">
          <a href={loginHref} onClick={onFollow}>
            <FormattedMessage id="common.signIn" />
          </a>
        </Button>
      </Flex>
    </Callout.Root>
  );
}
