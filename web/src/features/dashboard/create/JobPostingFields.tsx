import { MAX_JOB_DESCRIPTION_CHARS, MAX_URL_CHARS } from '@coverletter/contracts';
import { Link2Icon } from '@radix-ui/react-icons';
import { Flex, Spinner, Text, TextArea, TextField } from '@radix-ui/themes';
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { jobScrapeProblem } from '../shared/scrape-problem';
import { ScrapeProblemPanel } from '../shared/ScrapeProblemPanel';
import type { CreateForm } from './use-create-form';

const PROTECTED_STEPS = ['create.job.protected.step1', 'create.job.protected.step2', 'create.job.protected.step3'];

function ManualCopySteps() {
  return (
    <>
      <Text size="2">
        <FormattedMessage id="create.job.protected.body" />
      </Text>
      <ol className="manual-steps">
        {PROTECTED_STEPS.map((id) => (
          <li key={id}>
            <Text size="2">
              <FormattedMessage id={id} />
            </Text>
          </li>
        ))}
      </ol>
    </>
  );
}

export function JobPostingFields({ form }: { form: CreateForm }) {
  const intl = useIntl();
  const urlId = useId();
  const descriptionId = useId();
  return (
    <Flex direction="column" gap="3" asChild>
      <fieldset className="plain-fieldset">
        <Flex direction="column" gap="1" asChild>
          <legend>
            <Text size="2" weight="bold">
              <FormattedMessage id="create.job.legend" />
            </Text>
            <Text size="1" color="gray">
              <FormattedMessage id="create.job.hint" />
            </Text>
          </legend>
        </Flex>

        <Flex direction="column" gap="1">
          <Text as="label" size="2" htmlFor={urlId}>
            <FormattedMessage id="create.job.urlLabel" />
          </Text>
          <TextField.Root
            id={urlId}
            type="url"
            inputMode="url"
            autoComplete="url"
            maxLength={MAX_URL_CHARS}
            value={form.jobUrl}
            onChange={(event) => form.setJobUrl(event.target.value)}
            placeholder={intl.formatMessage({ id: 'create.job.urlPlaceholder' })}
          >
            <TextField.Slot>
              <Link2Icon aria-hidden />
            </TextField.Slot>
            {form.isScraping && (
              <TextField.Slot side="right">
                <Spinner />
              </TextField.Slot>
            )}
          </TextField.Root>
          {form.isScraping && (
            <Text size="1" color="gray" role="status">
              <FormattedMessage id="create.job.scraping" />
            </Text>
          )}
        </Flex>

        {form.scrapeFailure && (
          <ScrapeProblemPanel
            problem={jobScrapeProblem(intl, form.scrapeFailure)}
            protectedTitle={<FormattedMessage id="create.job.protected.title" />}
            protectedBody={<ManualCopySteps />}
            failedTitle={<FormattedMessage id="create.job.failed.title" />}
            failedFallback={<FormattedMessage id="create.job.failed.fallback" />}
          />
        )}

        <Flex direction="column" gap="1">
          <Text as="label" size="2" htmlFor={descriptionId}>
            <FormattedMessage id="create.job.descriptionLabel" />
          </Text>
          <TextArea
            id={descriptionId}
            rows={8}
            resize="vertical"
            maxLength={MAX_JOB_DESCRIPTION_CHARS}
            value={form.jobDescription}
            onChange={(event) => form.setJobDescription(event.target.value)}
            placeholder={intl.formatMessage({ id: 'create.job.descriptionPlaceholder' })}
          />
        </Flex>
      </fieldset>
    </Flex>
  );
}
