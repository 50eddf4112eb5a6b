import { InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { Button, Flex, Spinner, Text } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { SignInToUnlock } from './SignInToUnlock';

interface GenerateButtonProps {
  hasCv: boolean;
  hasJobInfo: boolean;
  isGenerating: boolean;
  paymentRequired: boolean;
  onGenerate: () => void;
  loginHref: string;
  /** Runs as a sign-in link is followed (the web app keeps the guest session id for the carry-over). */
  onFollowLogin?: () => void;
}

/** SPEC.md section 4: needs a CV first, then job info; says which is missing instead of generating. */
export function GenerateButton({ hasCv, hasJobInfo, isGenerating, paymentRequired, onGenerate, loginHref, onFollowLogin }: GenerateButtonProps) {
  const hintId = useId();
  const missing = !hasCv ? 'generator.generate.missingCv' : !hasJobInfo ? 'generator.generate.missingJob' : null;
  return (
    <Flex direction="column" gap="3">
      <Button
        size="3"
        className="cl-wide-button"
        disabled={Boolean(missing) || isGenerating}
        aria-describedby={missing ? hintId : undefined}
        onClick={onGenerate}
      >
        {isGenerating ? <Spinner /> : <MagicWandIcon aria-hidden />}
        <FormattedMessage id={isGenerating ? 'generator.generate.pending' : 'generator.generate.button'} />
      </Button>
      {missing && (
        <Flex asChild align="center" justify="center" gap="1">
          <Text id={hintId} size="2" color="gray" role="status">
            <InfoCircledIcon aria-hidden />
            <FormattedMessage id={missing} />
          </Text>
        </Flex>
      )}
      {paymentRequired && <SignInToUnlock loginHref={loginHref} onFollow={onFollowLogin} />}
    </Flex>
  );
}
