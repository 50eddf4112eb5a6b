import { MAX_JOB_DESCRIPTION_CHARS, MAX_URL_CHARS } from '@coverletter/contracts';
import { Link2Icon } from '@radix-ui/react-icons';
import { LongTextField, UrlField } from '@coverletter/ui';
import { Flex, Text } from '@radix-ui/themes';
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

        <UrlField
          label={<FormattedMessage id="create.job.urlLabel" />}
          icon={<Link2Icon aria-hidden />}
          autoComplete
          maxLength={MAX_URL_CHARS}
          value={form.jobUrl}
          onChange={form.setJobUrl}
          placeholder={intl.formatMessage({ id: 'create.job.urlPlaceholder' })}
          pending={form.isScraping}
          pendingText={<FormattedMessage id="create.job.scraping" />}
        />

        {form.scrapeFailure && (
          <ScrapeProblemPanel
            problem={jobScrapeProblem(intl, form.scrapeFailure)}
            protectedTitle={<FormattedMessage id="create.job.protected.title" />}
            protectedBody={<ManualCopySteps />}
            failedTitle={<FormattedMessage id="create.job.failed.title" />}
            failedFallback={<FormattedMessage id="create.job.failed.fallback" />}
          />
        )}

        <LongTextField
          label={<FormattedMessage id="create.job.descriptionLabel" />}
          rows={8}
          maxLength={MAX_JOB_DESCRIPTION_CHARS}
          value={form.jobDescription}
          onChange={form.setJobDescription}
          placeholder={intl.formatMessage({ id: 'create.job.descriptionPlaceholder' })}
        />
      </fieldset>
    </Flex>
  );
}
