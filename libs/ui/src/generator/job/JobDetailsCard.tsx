import { MAX_JOB_DESCRIPTION_CHARS, MAX_URL_CHARS, MIN_CONTENT_CHARS } from '@coverletter/contracts';
import { InfoCircledIcon, Link2Icon, ReaderIcon } from '@radix-ui/react-icons';
import { Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { LongTextField } from '../../fields/LongTextField';
import { UrlField } from '../../fields/UrlField';
import { toast } from '../../toast/toast-store';
import { isUnanswered, readApiError } from '../api/api-error';
import { jobScrapeFailureText, type ServerFailure } from '../failure-text';
import { useScrapeJob } from '../api/use-scrape-job';
import { useSessionStatus } from '../api/use-session-status';
import { SaveState } from '../SaveState';
import { DetectedPosting } from './DetectedPosting';
import { StepCard } from '../StepCard';
import { isJobUrl } from '../urls';
import { useScrapeOnPause } from '../use-scrape-on-pause';
import type { JobDetailsValue, JobPrefill } from './job-prefill';
import { joinJobText, splitJobText } from './job-text';
import { useDescriptionAutosave } from './use-description-autosave';

const toJobUrl = (text: string) => (isJobUrl(text) ? text : null);

/** What a posting from outside fills in (the title and company fields only when shown), and what is saved. */
function prefillFields(prefill: JobPrefill, showTitleAndCompany: boolean) {
  const jobUrl = prefill.jobUrl && isJobUrl(prefill.jobUrl) ? prefill.jobUrl : '';
  const location = prefill.location?.trim();
  const body = location ? `Location: ${location}\n\n${prefill.description.trim()}` : prefill.description.trim();
  const jobDescription = joinJobText({ title: prefill.title ?? '', company: prefill.company ?? '', body });
  return {
    jobUrl,
    title: showTitleAndCompany ? (prefill.title?.trim() ?? '') : '',
    company: showTitleAndCompany ? (prefill.company?.trim() ?? '') : '',
    description: showTitleAndCompany ? body : jobDescription,
    saved: { jobUrl, jobDescription } satisfies JobDetailsValue,
  };
}

interface JobDetailsCardProps {
  /**
   * A posting read elsewhere (the extension reads the open page): a new one fills the fields and
   * is saved at once, without asking the server to scrape its URL. The user can edit it after.
   */
  prefill?: JobPrefill | null;
  /** Separate job title and company fields, saved as the description's first lines (the extension fills them). */
  showTitleAndCompany?: boolean;
  /** Told the job details whenever they change (the signed-in flow sends them with its own request). */
  onJobChange?: (job: JobDetailsValue) => void;
}

/** SPEC.md section 4, Job URL (guest): scrape a posting URL, or type the description. */
export function JobDetailsCard({ prefill = null, showTitleAndCompany = false, onJobChange }: JobDetailsCardProps = {}) {
  const intl = useIntl();
  const titleId = useId();
  const companyId = useId();
  const scrapeFailureId = useId();
  const { data: status } = useSessionStatus();
  // A posting already read when the card mounts is in its first render, not one render later (issue 15).
  const [mountPrefill] = useState(() => (prefill ? prefillFields(prefill, showTitleAndCompany) : null));
  const [jobUrl, setJobUrl] = useState(mountPrefill?.jobUrl ?? '');
  const [description, setDescription] = useState(mountPrefill?.description ?? '');
  const [title, setTitle] = useState(mountPrefill?.title ?? '');
  const [company, setCompany] = useState(mountPrefill?.company ?? '');
  /** Set when the URL could not be read, with what the server said about it. */
  const [scrapeFailure, setScrapeFailure] = useState<ServerFailure | null>(null);
  const scrapeJob = useScrapeJob();
  /** The URL of the posting filled in from outside: its text is already here, so it is not scraped. */
  const prefilledUrl = useRef<string | null>(mountPrefill?.jobUrl || null);
  const appliedPrefill = useRef<string | null>(mountPrefill && prefill ? prefill.id : null);
  /** A filled-in posting waits for the session before it is saved. */
  const [unsavedPrefill, setUnsavedPrefill] = useState<JobDetailsValue | null>(mountPrefill?.saved ?? null);

  /** What is saved: the description, with the title and company lines when those fields are shown. */
  const jobText = showTitleAndCompany && description.trim() ? joinJobText({ title, company, body: description }) : description;

  const autosave = useDescriptionAutosave({
    description: jobText,
    jobUrl: () => toJobUrl(jobUrl.trim()) ?? undefined,
    savedOnMount: mountPrefill?.saved.jobDescription,
    onError: (error) => {
      // Unanswered: the page already says the service cannot be reached (the panel's notice, the session callout).
      if (isUnanswered(error)) return;
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'generator.job.saveFailed' }), description: readApiError(error).message });
    },
  });

  const showScrapeFailure = (failure: ServerFailure) => {
    setScrapeFailure(failure);
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'generator.job.scrapeFailed.title' }),
      description: intl.formatMessage({ id: 'generator.job.scrapeFailed.description' }),
    });
  };

  useScrapeOnPause({
    text: jobUrl,
    toScrapeUrl: (text) => {
      const url = toJobUrl(text);
      return url && url === prefilledUrl.current ? null : url;
    },
    scrape: (url) => {
      setScrapeFailure(null);
      scrapeJob.mutate(url, {
        onSuccess: (answer) => {
          const content = answer.content?.trim();
          if (!answer.success || !content) return showScrapeFailure(answer);
          if (showTitleAndCompany) {
            const parts = splitJobText(content);
            setTitle(parts.title);
            setCompany(parts.company);
            setDescription(parts.body);
          } else {
            setDescription(content);
          }
          autosave.save({ jobUrl: url, jobDescription: content }, () =>
            toast({
              variant: 'success',
              title: intl.formatMessage({ id: 'generator.job.scraped.title' }),
              description: intl.formatMessage({ id: 'generator.job.scraped.description' }),
            }),
          );
        },
        onError: (error) => showScrapeFailure(readApiError(error)),
      });
    },
  });

  useEffect(() => {
    if (!prefill || prefill.id === appliedPrefill.current) return;
    appliedPrefill.current = prefill.id;
    const fields = prefillFields(prefill, showTitleAndCompany);
    prefilledUrl.current = fields.jobUrl || null;
    setScrapeFailure(null);
    setJobUrl(fields.jobUrl);
    if (showTitleAndCompany) {
      setTitle(fields.title);
      setCompany(fields.company);
    }
    setDescription(fields.description);
    setUnsavedPrefill(fields.saved);
  }, [prefill, showTitleAndCompany]);

  const savePrefill = useEffectEvent((details: JobDetailsValue) => {
    // Changed before the session was known (typed, or another URL scraped): that text is saved instead.
    if (jobText.trim() !== details.jobDescription) return;
    autosave.save(details.jobUrl ? details : { jobDescription: details.jobDescription }, () =>
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'generator.job.scraped.title' }),
        description: intl.formatMessage({ id: 'generator.job.scraped.description' }),
      }),
    );
  });
  useEffect(() => {
    if (!unsavedPrefill || !status) return;
    setUnsavedPrefill(null);
    savePrefill(unsavedPrefill);
  }, [unsavedPrefill, status]);

  const reportChange = useEffectEvent((job: JobDetailsValue) => onJobChange?.(job));
  useEffect(() => {
    reportChange({ jobUrl: toJobUrl(jobUrl.trim()) ?? '', jobDescription: jobText.trim() });
  }, [jobUrl, jobText]);

  const showSavedEarlier = status?.hasJobInfo && !description.trim();
  const scrapeFailureReason = scrapeFailure && jobScrapeFailureText(intl, scrapeFailure);
  return (
    <StepCard
      icon={<ReaderIcon width="20" height="20" />}
      title={<FormattedMessage id="generator.job.title" />}
      description={<FormattedMessage id="generator.job.description" />}
    >
      <UrlField
        label={<FormattedMessage id="generator.job.urlLabel" />}
        icon={<Link2Icon aria-hidden />}
        autoComplete
        maxLength={MAX_URL_CHARS}
        value={jobUrl}
        onChange={(value) => {
          // A failure belongs to the address that failed: another address starts afresh.
          setScrapeFailure(null);
          setJobUrl(value);
        }}
        describedBy={scrapeFailure ? scrapeFailureId : undefined}
        placeholder={intl.formatMessage({ id: 'generator.job.urlPlaceholder' })}
        pending={scrapeJob.isPending}
        pendingText={<FormattedMessage id="generator.job.scraping" />}
      >
        {scrapeFailure && (
          <Callout.Root color="amber" size="1" role="alert" id={scrapeFailureId}>
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Flex direction="column" gap="1">
              <Callout.Text weight="bold">
                <FormattedMessage id="generator.job.scrapeFailed.title" />
              </Callout.Text>
              <Callout.Text size="1">{scrapeFailureReason ?? <FormattedMessage id="generator.job.scrapeFailed.description" />}</Callout.Text>
              <Callout.Text size="1">
                <FormattedMessage id="generator.job.pasteNote" />
              </Callout.Text>
            </Flex>
          </Callout.Root>
        )}
      </UrlField>

      {showTitleAndCompany && (
        <Flex gap="3" wrap="wrap">
          <Flex direction="column" gap="2" flexGrow="1" minWidth="10rem">
            <Text as="label" size="2" weight="medium" htmlFor={titleId}>
              <FormattedMessage id="generator.job.titleLabel" />
            </Text>
            <TextField.Root id={titleId} value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
          </Flex>
          <Flex direction="column" gap="2" flexGrow="1" minWidth="10rem">
            <Text as="label" size="2" weight="medium" htmlFor={companyId}>
              <FormattedMessage id="generator.job.companyLabel" />
            </Text>
            <TextField.Root id={companyId} value={company} maxLength={200} onChange={(event) => setCompany(event.target.value)} />
          </Flex>
        </Flex>
      )}

      <LongTextField
        label={<FormattedMessage id="generator.job.descriptionLabel" />}
        labelAside={<SaveState isSaving={autosave.isSaving} isSaved={autosave.isSaved} />}
        rows={8}
        maxLength={MAX_JOB_DESCRIPTION_CHARS}
        value={description}
        onChange={setDescription}
        placeholder={intl.formatMessage({ id: 'generator.job.descriptionPlaceholder' })}
        hint={
          showSavedEarlier ? (
            <FormattedMessage id="generator.job.savedEarlier" />
          ) : (
            <FormattedMessage id="generator.job.descriptionHint" values={{ min: MIN_CONTENT_CHARS }} />
          )
        }
      />
      {!showTitleAndCompany && status?.posting && <DetectedPosting posting={status.posting} />}
    </StepCard>
  );
}
