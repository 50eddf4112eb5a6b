import { LOW_MATCH_SCORE, type GenerationResult } from '@coverletter/contracts';
import { CopyIcon, ReloadIcon } from '@radix-ui/react-icons';
import { Box, Button, Callout, Card, Flex, Heading, Separator, Text } from '@radix-ui/themes';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { DownloadMenu } from '../../export/DownloadMenu';
import { LetterEditor } from '../../letter-editor/LetterEditor';
import { toast } from '../../toast/toast-store';
import { SignInToUnlock } from '../generate/SignInToUnlock';
import { CompatibilityScore } from './CompatibilityScore';
import { SkillPills } from './SkillPills';

export interface ResultCardProps {
  result: GenerationResult;
  onRegenerate: () => void;
  /** A regeneration was refused because the free letter is used. */
  paymentRequired: boolean;
  loginHref: string;
  /** Runs as the sign-in link is followed (the web app keeps the guest session id for the carry-over). */
  onFollowLogin?: () => void;
  /** More buttons after Copy, Download and Regenerate (the extension's 'Insert into page'). */
  extraActions?: ReactNode;
  /** Saves the user's edit of the letter; without it the letter cannot be edited here. */
  saveText?: (text: string) => Promise<unknown>;
  /** Told after each copy or download (issue 13: the letter's first use is recorded). */
  onUse?: () => void;
  /** Shown above the actions: the length, tone and language a Regenerate writes with. */
  options?: ReactNode;
  /** Regenerate writes the new letter in place of this one (the guest's letter); false where it writes another letter beside it. */
  regenerateReplaces?: boolean;
}

export function ResultCard({
  result,
  onRegenerate,
  paymentRequired,
  loginHref,
  onFollowLogin,
  extraActions,
  saveText,
  onUse,
  options,
  regenerateReplaces = true,
}: ResultCardProps) {
  const intl = useIntl();
  /** The text on screen, edited or not: what Copy and Download take. */
  const [letterText, setLetterText] = useState(result.coverLetter);
  /** The user typed in this letter, now or before a reload: a Regenerate asks before it writes a new one in its place. */
  const [edited, setEdited] = useState(result.edited ?? false);
  const [confirmingRegenerate, setConfirmingRegenerate] = useState(false);
  const typed = useRef<string | null>(null);
  // Another letter from outside (a new one, another in the list) is not the user's edit; their own saved edit is.
  useEffect(() => {
    if (result.coverLetter.trim() === typed.current?.trim()) return;
    setEdited(result.edited ?? false);
    setConfirmingRegenerate(false);
  }, [result.coverLetter, result.edited]);
  const regenerate = () => {
    setConfirmingRegenerate(false);
    onRegenerate();
  };
  const asksFirst = edited && regenerateReplaces;
  const headingId = useId();
  const role = [result.jobTitle, result.companyName].filter(Boolean).join(' · ');

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(letterText);
      onUse?.();
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'generator.result.copied.title' }),
        description: intl.formatMessage({ id: 'generator.result.copied.description' }),
      });
    } catch {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'generator.result.copyFailed.title' }),
        description: intl.formatMessage({ id: 'generator.result.copyFailed.description' }),
      });
    }
  };

  return (
    <Card size={{ initial: '2', sm: '3' }} asChild>
      <section aria-labelledby={headingId}>
        <Flex direction="column" gap="5">
          <Box>
            <Heading as="h2" size="5" id={headingId}>
              <FormattedMessage id="generator.result.title" />
            </Heading>
            {role && (
              <Text as="p" size="2" color="gray" mt="1">
                {role}
              </Text>
            )}
          </Box>
          <CompatibilityScore score={result.compatibilityScore} />
          {result.compatibilityScore < LOW_MATCH_SCORE && (
            <Callout.Root color="amber" size="1">
              <Callout.Text>
                <FormattedMessage id="generator.result.lowMatch" />
              </Callout.Text>
            </Callout.Root>
          )}
          <SkillPills titleId="generator.result.matchingSkills" skills={result.matchingSkills} color="green" variant="soft" evidence={result.skillEvidence} />
          <SkillPills titleId="generator.result.missingSkills" skills={result.missingSkills ?? []} color="amber" variant="outline" />
          <Separator size="4" />
          <LetterEditor
            text={result.coverLetter}
            save={saveText}
            onTextChange={setLetterText}
            onEdit={(text) => {
              typed.current = text;
              setEdited(true);
            }}
            label={intl.formatMessage({ id: 'generator.result.letter' })}
            className="cl-letter"
          />
          {options}
          <Flex gap="3" wrap="wrap" className="cl-result-actions">
            <Button onClick={copy}>
              <CopyIcon aria-hidden />
              <FormattedMessage id="generator.result.copy" />
            </Button>
            <DownloadMenu text={letterText} companyName={result.companyName} letterhead={result.letterhead} onDownloaded={onUse} />
            <Button
              variant="outline"
              color="gray"
              onClick={asksFirst ? () => setConfirmingRegenerate(true) : regenerate}
              aria-expanded={asksFirst ? confirmingRegenerate : undefined}
            >
              <ReloadIcon aria-hidden />
              <FormattedMessage id="generator.result.regenerate" />
            </Button>
            {extraActions}
          </Flex>
          {confirmingRegenerate && (
            <Callout.Root color="amber" size="1">
              <Flex direction="column" gap="3">
                <Callout.Text id={`${headingId}-replace`}>
                  <FormattedMessage id="generator.result.replaceEdit.text" />
                </Callout.Text>
                <Flex gap="3" wrap="wrap">
                  <Button size="1" color="amber" onClick={regenerate} autoFocus aria-describedby={`${headingId}-replace`}>
                    <FormattedMessage id="generator.result.replaceEdit.confirm" />
                  </Button>
                  <Button size="1" variant="soft" color="gray" onClick={() => setConfirmingRegenerate(false)}>
                    <FormattedMessage id="generator.result.replaceEdit.cancel" />
                  </Button>
                </Flex>
              </Flex>
            </Callout.Root>
          )}
          {paymentRequired && <SignInToUnlock loginHref={loginHref} onFollow={onFollowLogin} />}
        </Flex>
      </section>
    </Card>
  );
}
