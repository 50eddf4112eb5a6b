import { Button } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { LockedCallout } from '../../feedback/LockedCallout';

/** The guest flow's answer to a 402: the free letter is used, sign in for more. */
export function SignInToUnlock({ loginHref, onFollow }: { loginHref: string; onFollow?: () => void }) {
  return (
    <LockedCallout
      title={<FormattedMessage id="generator.generate.signInToUnlock" />}
      actions={
        <Button asChild size="2">
          <a href={loginHref} onClick={onFollow}>
            <FormattedMessage id="common.signIn" />
          </a>
        </Button>
      }
    >
      <FormattedMessage id="generator.generate.signInToUnlockBody" />
    </LockedCallout>
  );
}
