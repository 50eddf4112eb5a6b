import type { AuthUser } from '@coverletter/contracts';
import { LanguageSwitcher } from '@coverletter/ui';
import { EnterIcon, ExitIcon, GearIcon } from '@radix-ui/react-icons';
import { Button, Flex, Heading, IconButton, Spinner, Text } from '@radix-ui/themes';
import { FormattedMessage, useIntl } from 'react-intl';
import { browser } from 'wxt/browser';
import { HoverHint } from './HoverHint';

interface PanelHeaderProps {
  user: AuthUser | null | undefined;
  signingIn: boolean;
  onSignIn: () => void;
  onSignOut: () => void;
}

export function PanelHeader({ user, signingIn, onSignIn, onSignOut }: PanelHeaderProps) {
  const intl = useIntl();
  const name = user ? user.firstName || user.email?.split('@')[0] || '' : '';
  return (
    <Flex direction="column" gap="2" asChild>
      <header>
        <Flex align="center" gap="2" justify="between">
          <Flex align="center" gap="2" minWidth="0">
            <img src="/icon/32.png" width={24} height={24} alt="" />
            <Heading as="h1" size="3" className="ext-ellipsis">
              <FormattedMessage id="ext.title" />
            </Heading>
          </Flex>
          <Flex align="center" gap="3" flexShrink="0">
            <LanguageSwitcher />
            <HoverHint text={intl.formatMessage({ id: 'ext.options' })}>
              <IconButton
                size="1"
                variant="ghost"
                color="gray"
                aria-label={intl.formatMessage({ id: 'ext.options' })}
                onClick={() => void browser.runtime.openOptionsPage()}
              >
                <GearIcon />
              </IconButton>
            </HoverHint>
          </Flex>
        </Flex>
        <Flex align="center" gap="2" justify="between" wrap="wrap">
          {user ? (
            <>
              <Text size="2" color="gray" className="ext-ellipsis" data-testid="signed-in-as">
                <FormattedMessage id="ext.signedInAs" values={{ name }} />
              </Text>
              <Button size="1" variant="soft" color="gray" onClick={onSignOut}>
                <ExitIcon aria-hidden />
                <FormattedMessage id="ext.signOut" />
              </Button>
            </>
          ) : user === null ? (
            <>
              <Text size="1" color="gray">
                {signingIn && <FormattedMessage id="ext.signingIn" />}
              </Text>
              <Button size="1" variant="soft" onClick={onSignIn} disabled={signingIn}>
                {signingIn ? <Spinner size="1" /> : <EnterIcon aria-hidden />}
                <FormattedMessage id="ext.signIn" />
              </Button>
            </>
          ) : null}
        </Flex>
      </header>
    </Flex>
  );
}
