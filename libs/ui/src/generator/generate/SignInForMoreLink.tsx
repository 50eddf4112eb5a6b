import { EnterIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';

/** Takes the Generate button's place once the guest's free letter exists (SPEC.md section 2). */
export function SignInForMoreLink({ loginHref }: { loginHref: string }) {
  return (
    <Button asChild size="3" className="cl-wide-button">
      <a href={loginHref}>
        <EnterIcon aria-hidden />
        <FormattedMessage id="generator.generate.signInForMore" />
      </a>
    </Button>
  );
}
