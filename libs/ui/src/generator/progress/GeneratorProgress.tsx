import type { SessionStatus } from '@coverletter/contracts';
import { CheckIcon } from '@radix-ui/react-icons';
import { Text } from '@radix-ui/themes';
import { useIntl } from 'react-intl';

const STEPS = [
  { labelId: 'generator.progress.uploadCv', isDone: (s: SessionStatus) => s.hasCV },
  { labelId: 'generator.progress.jobDetails', isDone: (s: SessionStatus) => s.hasJobInfo },
  { labelId: 'generator.progress.results', isDone: (s: SessionStatus) => s.hasResult },
] as const;

/** 1 Upload CV, 2 Job Details, 3 Get Results; a step is active with a check once the status says so. */
export function GeneratorProgress({ status }: { status: SessionStatus | undefined }) {
  const intl = useIntl();
  return (
    <ol className="cl-progress" aria-label={intl.formatMessage({ id: 'generator.progress.label' })}>
      {STEPS.map(({ labelId, isDone }, index) => {
        const done = status ? isDone(status) : false;
        return (
          <li key={labelId} className="cl-progress__step" data-done={done || undefined}>
            <span className="cl-progress__marker" aria-hidden>
              {done ? <CheckIcon width="16" height="16" /> : index + 1}
            </span>
            <Text size="2" weight={done ? 'bold' : 'regular'} className="cl-progress__label">
              <span className="cl-visually-hidden">{index + 1} </span>
              {intl.formatMessage({ id: labelId })}
              {done && <span className="cl-visually-hidden">, {intl.formatMessage({ id: 'generator.progress.done' })}</span>}
            </Text>
          </li>
        );
      })}
    </ol>
  );
}
