import { LockClosedIcon } from '@radix-ui/react-icons';
import { Button, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { NoticeCallout } from '../../feedback/NoticeCallout';

/** The guest flow's answer to a 402: the free letter is used, sign in for more. */
export function SignInToUnlock({ loginHref, onFollow }: { loginHref: string; onFollow?: () => void }) {
  return (
    <NoticeCallout
      color="indigo"
      role="alert"
      icon={<LockClosedIcon />}
      title={<FormattedMessage id="generator.generate.signInToUnlock" />}
      actions={
        <Button asChild size="2">
          <a href={loginHref} onClick={onFollow}>
            <FormattedMessage id="common.signIn" />
          </a>
        </Button>
      }
    >
      <Text as="p" size="2">
        <FormattedMessage id="generator.generate.signInToUnlockBody" />
      </Text>
    </NoticeCallout>
  );
}
