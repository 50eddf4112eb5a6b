import { MAX_LINKEDIN_CONTENT_CHARS, MAX_URL_CHARS } from '@coverletter/contracts';
import { CheckCircledIcon, LinkedInLogoIcon } from '@radix-ui/react-icons';
import { Badge } from '@radix-ui/themes';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LongTextField } from '../../fields/LongTextField';
import { UrlField } from '../../fields/UrlField';
import { toast } from '../../toast/toast-store';
import { readApiError } from '../api/api-error';
import { linkedinScrapeFailureText, type ServerFailure } from '../failure-text';
import { useSaveJobInfo } from '../api/use-save-job-info';
import { useScrapeLinkedin } from '../api/use-scrape-linkedin';
import { useSessionStatus } from '../api/use-session-status';
import type { LinkedinPrefill } from '../job/job-prefill';
import { SaveState } from '../SaveState';
import { StepCard } from '../StepCard';
import { toLinkedinUrl } from '../urls';
import { useScrapeOnPause } from '../use-scrape-on-pause';
import { usableLinkedinContent } from './linkedin-content';

interface LinkedInCardProps {
  /**
   * A profile read elsewhere (the extension reads linkedin.com/in/… pages): a new one fills the
   * URL and the background field and is saved at once, without asking the server to scrape it.
   */
  prefill?: LinkedinPrefill | null;
}

/**
 * SPEC.md section 4, LinkedIn (guest): a profile URL is scraped and saved; when that fails, a
 * background textarea takes its place and is saved when it loses focus.
 */
export function LinkedInCard({ prefill = null }: LinkedInCardProps = {}) {
  const intl = useIntl();
  const { data: status } = useSessionStatus();
  /** The profile filled in from outside: its text is already here, so it is not scraped. */
  const prefilledUrl = useRef<string | null>(null);
  const appliedPrefill = useRef<string | null>(null);
  const [unsavedPrefill, setUnsavedPrefill] = useState<LinkedinPrefill | null>(null);
  const [profileUrl, setProfileUrl] = useState('');
  const [background, setBackground] = useState('');
  /** Set once the profile could not be used, with what the server said about it (nothing for a prefill). */
  const [manualEntry, setManualEntry] = useState<ServerFailure | null>(null);
  const [imported, setImported] = useState(false);
  const lastSavedBackground = useRef<string | null>(null);
  const scrape = useScrapeLinkedin();
  const saveJobInfo = useSaveJobInfo();

  const askForBackground = (failure: ServerFailure) => {
    setManualEntry(failure);
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'generator.linkedin.failed.title' }),
      description: intl.formatMessage({ id: 'generator.linkedin.failed.description' }),
    });
  };

  useScrapeOnPause({
    text: profileUrl,
    toScrapeUrl: (text) => {
      const url = toLinkedinUrl(text);
      return url && url === prefilledUrl.current ? null : url;
    },
    scrape: (linkedinUrl) => {
      setImported(false);
      scrape.mutate(linkedinUrl, {
        onSuccess: (answer) => {
          const content = usableLinkedinContent(answer);
          if (!content) return askForBackground(answer);
          saveJobInfo.mutate(
            { linkedinUrl, linkedinContent: content },
            {
              onSuccess: () => {
                setImported(true);
                setManualEntry(null);
              },
              onError: (error) => askForBackground(readApiError(error)),
            },
          );
        },
        onError: (error) => askForBackground(readApiError(error)),
      });
    },
  });

  const saveBackground = () => {
    const text = background.trim();
    if (!text || text === lastSavedBackground.current) return;
    lastSavedBackground.current = text;
    const linkedinUrl = toLinkedinUrl(profileUrl.trim());
    saveJobInfo.mutate(linkedinUrl ? { linkedinUrl, linkedinContent: text } : { linkedinContent: text }, {
      onError: (error) => {
        lastSavedBackground.current = null;
        toast({
          variant: 'destructive',
          title: intl.formatMessage({ id: 'generator.linkedin.saveFailed' }),
          description: readApiError(error).message,
        });
      },
    });
  };

  useEffect(() => {
    if (!prefill || prefill.id === appliedPrefill.current) return;
    appliedPrefill.current = prefill.id;
    prefilledUrl.current = toLinkedinUrl(prefill.linkedinUrl);
    setProfileUrl(prefill.linkedinUrl);
    setBackground(prefill.content.trim());
    setImported(false);
    setManualEntry({});
    setUnsavedPrefill(prefill);
  }, [prefill]);

  const savePrefill = useEffectEvent((profile: LinkedinPrefill) => {
    // Edited before the session was known: the edit is saved on blur instead.
    if (background.trim() !== profile.content.trim()) return;
    const content = usableLinkedinContent({ success: true, content: profile.content });
    // Too little to use: the field stays open for the user to complete, and is saved on blur.
    if (!content) return;
    const linkedinUrl = toLinkedinUrl(profile.linkedinUrl);
    lastSavedBackground.current = content;
    saveJobInfo.mutate(linkedinUrl ? { linkedinUrl, linkedinContent: content } : { linkedinContent: content }, {
      onSuccess: () => setImported(true),
      onError: (error) => {
        lastSavedBackground.current = null;
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'generator.linkedin.saveFailed' }), description: readApiError(error).message });
      },
    });
  });
  useEffect(() => {
    if (!unsavedPrefill || !status) return;
    setUnsavedPrefill(null);
    savePrefill(unsavedPrefill);
  }, [unsavedPrefill, status]);

  const manualEntryReason = manualEntry && linkedinScrapeFailureText(intl, manualEntry);
  return (
    <StepCard
      icon={<LinkedInLogoIcon width="20" height="20" />}
      title={<FormattedMessage id="generator.linkedin.title" />}
      badge={
        <Badge color="gray" variant="soft">
          <FormattedMessage id="generator.linkedin.optional" />
        </Badge>
      }
      description={<FormattedMessage id="generator.linkedin.description" />}
    >
      <UrlField
        label={<FormattedMessage id="generator.linkedin.urlLabel" />}
        labelAside={
          imported && (
            <Badge color="green" variant="soft" role="status">
              <CheckCircledIcon aria-hidden />
              <FormattedMessage id="generator.linkedin.added" />
            </Badge>
          )
        }
        icon={<LinkedInLogoIcon aria-hidden />}
        maxLength={MAX_URL_CHARS}
        value={profileUrl}
        onChange={setProfileUrl}
        placeholder={intl.formatMessage({ id: 'generator.linkedin.urlPlaceholder' })}
        pending={scrape.isPending}
        pendingText={<FormattedMessage id="generator.linkedin.scraping" />}
      />

      {manualEntry && (
        <LongTextField
          label={<FormattedMessage id="generator.linkedin.backgroundLabel" />}
          labelAside={
            <SaveState isSaving={saveJobInfo.isPending} isSaved={saveJobInfo.isSuccess && saveJobInfo.variables?.linkedinContent === background.trim()} />
          }
          note={manualEntryReason}
          rows={5}
          maxLength={MAX_LINKEDIN_CONTENT_CHARS}
          value={background}
          onChange={setBackground}
          onBlur={saveBackground}
          placeholder={intl.formatMessage({ id: 'generator.linkedin.backgroundPlaceholder' })}
        />
      )}
    </StepCard>
  );
}
