import { MAX_POSTING_NAME_CHARS, type PostingSummary } from '@coverletter/contracts';
import { Button, Flex, Text, TextField } from '@radix-ui/themes';
import { useId, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../../toast/toast-store';
import { readApiError } from '../api/api-error';
import { useSaveJobInfo } from '../api/use-save-job-info';

/**
 * "Detected: Fjärdhamn Digital AB · Systemutvecklare Java — Edit": the company and title the letter
 * will name, read from the posting, which the user can correct before generating. What they set
 * wins; an emptied field goes back to what was detected.
 */
export function DetectedPosting({ posting }: { posting: PostingSummary }) {
  const intl = useIntl();
  const companyId = useId();
  const titleId = useId();
  const save = useSaveJobInfo();
  const [editing, setEditing] = useState(false);
  const [company, setCompany] = useState(posting.company ?? '');
  const [jobTitle, setJobTitle] = useState(posting.jobTitle ?? '');
  const unknown = intl.formatMessage({ id: 'generator.job.detected.unknown' });

  const startEditing = () => {
    setCompany(posting.company ?? '');
    setJobTitle(posting.jobTitle ?? '');
    setEditing(true);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Only what the user changed becomes theirs; the other field keeps following the posting.
    const changes: { company?: string; jobTitle?: string } = {};
    if (company.trim() !== (posting.company ?? '')) changes.company = company.trim();
    if (jobTitle.trim() !== (posting.jobTitle ?? '')) changes.jobTitle = jobTitle.trim();
    if (!changes.company && changes.company !== '' && !changes.jobTitle && changes.jobTitle !== '') return setEditing(false);
    save.mutate(changes, {
      onSuccess: () => setEditing(false),
      onError: (error) =>
        toast({ variant: 'destructive', title: intl.formatMessage({ id: 'generator.job.saveFailed' }), description: readApiError(error).message }),
    });
  };

  if (!editing) {
    // The message holds two <strong> parts, which React receives as a list: each needs a key.
    let strongPart = 0;
    return (
      <Flex align="center" gap="2" wrap="wrap">
        <Text size="2" color="gray">
          <FormattedMessage
            id="generator.job.detected"
            values={{
              company: posting.company ?? unknown,
              title: posting.jobTitle ?? unknown,
              strong: (text) => <strong key={strongPart++}>{text}</strong>,
            }}
          />
        </Text>
        <Button type="button" size="1" variant="ghost" onClick={startEditing}>
          <FormattedMessage id="generator.job.detected.edit" />
        </Button>
      </Flex>
    );
  }
  return (
    <form onSubmit={submit} aria-label={intl.formatMessage({ id: 'generator.job.detected.form' })}>
      <Flex direction="column" gap="2">
        <Text as="label" size="2" weight="medium" htmlFor={companyId}>
          <FormattedMessage id="generator.job.companyLabel" />
        </Text>
        <TextField.Root id={companyId} value={company} maxLength={MAX_POSTING_NAME_CHARS} onChange={(event) => setCompany(event.target.value)} />
        <Text as="label" size="2" weight="medium" htmlFor={titleId}>
          <FormattedMessage id="generator.job.titleLabel" />
        </Text>
        <TextField.Root id={titleId} value={jobTitle} maxLength={MAX_POSTING_NAME_CHARS} onChange={(event) => setJobTitle(event.target.value)} />
        <Flex gap="2">
          <Button type="submit" size="1" loading={save.isPending}>
            <FormattedMessage id="generator.job.detected.save" />
          </Button>
          <Button type="button" size="1" variant="soft" color="gray" onClick={() => setEditing(false)}>
            <FormattedMessage id="generator.job.detected.cancel" />
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
