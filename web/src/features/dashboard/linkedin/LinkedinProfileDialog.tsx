import { LINKEDIN_PROFILE_URL, MAX_LINKEDIN_CONTENT_CHARS, MAX_URL_CHARS, MIN_CONTENT_CHARS, type LinkedinProfileResponse } from '@coverletter/contracts';
import { LongTextField, readApiError, type ServerFailure, UrlField, useSaveLinkedinProfile, useScrapeLinkedin } from '@coverletter/ui';
import { DownloadIcon, LinkedInLogoIcon } from '@radix-ui/react-icons';
import { Button, Dialog, Flex, Text } from '@radix-ui/themes';
import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { linkedinScrapeProblem } from '../shared/scrape-problem';
import { ScrapeProblemPanel } from '../shared/ScrapeProblemPanel';
import { useNotify } from '../shared/use-notify';

interface LinkedinProfileDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The saved profile to edit, or null to connect one. */
  profile: LinkedinProfileResponse | null;
}

export function LinkedinProfileDialog({ open, onOpenChange, profile }: LinkedinProfileDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content maxWidth="600px">
        {/* Mounted per opening, so the form starts from the saved profile every time. */}
        {open && <LinkedinProfileForm profile={profile} onDone={() => onOpenChange(false)} />}
      </Dialog.Content>
    </Dialog.Root>
  );
}

function LinkedinProfileForm({ profile, onDone }: { profile: LinkedinProfileResponse | null; onDone: () => void }) {
  const intl = useIntl();
  const notify = useNotify();
  const urlErrorId = useId();
  const [url, setUrl] = useState(profile?.linkedinUrl ?? '');
  const [summary, setSummary] = useState(profile?.linkedinContent ?? '');
  const [urlTouched, setUrlTouched] = useState(false);
  /** What the server said when the profile could not be read; its text follows the UI's language. */
  const [scrapeFailure, setScrapeFailure] = useState<ServerFailure | null>(null);
  const scrape = useScrapeLinkedin();
  const save = useSaveLinkedinProfile();

  const trimmedUrl = url.trim();
  const urlIsValid = LINKEDIN_PROFILE_URL.test(trimmedUrl);
  const scrapeProblem = scrapeFailure && linkedinScrapeProblem(intl, scrapeFailure);
  const showUrlError = urlTouched && trimmedUrl !== '' && !urlIsValid;

  const extract = () => {
    setScrapeFailure(null);
    scrape.mutate(trimmedUrl, {
      onSuccess: (answer) => {
        const content = answer.content?.trim() ?? '';
        // Too little text read is a failure the server gave no reason for.
        if (!answer.success || content.length < MIN_CONTENT_CHARS) return setScrapeFailure(answer.success ? {} : answer);
        setSummary(content);
        notify.success('linkedin.modal.extracted');
      },
      onError: (error) => setScrapeFailure(readApiError(error)),
    });
  };

  const submit = () => {
    if (!urlIsValid) return setUrlTouched(true);
    save.mutate(
      { linkedinUrl: trimmedUrl, linkedinContent: summary.trim() },
      {
        onSuccess: () => {
          notify.success('linkedin.modal.saved');
          onDone();
        },
        onError: (error) => notify.failure('linkedin.modal.saveFailed', error),
      },
    );
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Dialog.Title>
        <FormattedMessage id={profile ? 'linkedin.modal.updateTitle' : 'linkedin.modal.addTitle'} />
      </Dialog.Title>
      <Dialog.Description size="2" color="gray" mb="4">
        <FormattedMessage id="linkedin.modal.description" />
      </Dialog.Description>

      <Flex direction="column" gap="4">
        <UrlField
          label={<FormattedMessage id="linkedin.modal.urlLabel" />}
          icon={<LinkedInLogoIcon aria-hidden />}
          required
          maxLength={MAX_URL_CHARS}
          value={url}
          onChange={setUrl}
          onBlur={() => setUrlTouched(true)}
          placeholder={intl.formatMessage({ id: 'linkedin.modal.urlPlaceholder' })}
          invalid={showUrlError}
          describedBy={showUrlError ? urlErrorId : undefined}
          action={
            <Button type="button" variant="soft" onClick={extract} disabled={!urlIsValid} loading={scrape.isPending}>
              <DownloadIcon aria-hidden />
              <FormattedMessage id={scrape.isPending ? 'linkedin.modal.extracting' : 'linkedin.modal.extract'} />
            </Button>
          }
        >
          {showUrlError && (
            <Text size="1" color="red" id={urlErrorId}>
              <FormattedMessage id="linkedin.modal.urlInvalid" />
            </Text>
          )}
        </UrlField>

        {scrapeProblem && (
          <ScrapeProblemPanel
            problem={scrapeProblem}
            protectedTitle={<FormattedMessage id="linkedin.modal.protected.title" />}
            protectedBody={
              <Text size="2">
                {scrapeProblem.message} <FormattedMessage id="linkedin.modal.protected.steps" />
              </Text>
            }
            failedTitle={<FormattedMessage id="linkedin.modal.failed.title" />}
            failedFallback={<FormattedMessage id="linkedin.modal.failed.fallback" />}
          />
        )}

        <LongTextField
          label={<FormattedMessage id="linkedin.modal.summaryLabel" />}
          rows={7}
          maxLength={MAX_LINKEDIN_CONTENT_CHARS}
          value={summary}
          onChange={setSummary}
          placeholder={intl.formatMessage({ id: 'linkedin.modal.summaryPlaceholder' })}
        />
      </Flex>

      <Flex gap="3" mt="5" justify="end" wrap="wrap">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            <FormattedMessage id="dashboard.confirm.cancel" />
          </Button>
        </Dialog.Close>
        <Button type="submit" disabled={trimmedUrl === ''} loading={save.isPending}>
          <FormattedMessage id={save.isPending ? 'linkedin.modal.saving' : 'linkedin.modal.save'} />
        </Button>
      </Flex>
    </form>
  );
}
