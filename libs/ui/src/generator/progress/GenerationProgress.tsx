import { GENERATION_PHASES, type GenerationPhase } from '@coverletter/contracts';
import { CheckIcon } from '@radix-ui/react-icons';
import { Flex, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { GenerationProgressState } from './use-generation-progress';

const PHASE_LABELS: Record<GenerationPhase, string> = {
  reading: 'generator.generating.reading',
  matching: 'generator.generating.matching',
  writing: 'generator.generating.writing',
  checking: 'generator.generating.checking',
};

function useSecondsSince(startedAt: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt]);
  return Math.max(0, Math.floor((now - startedAt) / 1000));
}

/**
 * What the server is doing while it writes the letter (reading the posting, matching, writing,
 * checking) and the seconds so far. Steps before the current one are done; before the first event
 * the first step is under way. Only the step's name is announced to screen readers, not every second.
 */
export function GenerationProgress({ progress }: { progress: GenerationProgressState }) {
  const intl = useIntl();
  const seconds = useSecondsSince(progress.startedAt);
  const current = progress.phase ? GENERATION_PHASES.indexOf(progress.phase) : 0;
  return (
    <Flex direction="column" gap="2" className="cl-generation-progress">
      <Flex justify="between" align="baseline" gap="3">
        <Text size="3" weight="bold" role="status">
          {intl.formatMessage({ id: PHASE_LABELS[GENERATION_PHASES[current]] })}…
        </Text>
        <Text size="2" color="gray" className="cl-generation-progress__seconds" data-testid="generation-seconds" aria-hidden>
          <FormattedMessage id="generator.generating.seconds" values={{ seconds }} />
        </Text>
      </Flex>
      <ol className="cl-generation-progress__steps" aria-label={intl.formatMessage({ id: 'generator.generating.steps' })}>
        {GENERATION_PHASES.map((phase, index) => {
          const state = index < current ? 'done' : index === current ? 'active' : 'pending';
          return (
            <li key={phase} data-state={state}>
              <span className="cl-generation-progress__marker" aria-hidden>
                {state === 'done' ? <CheckIcon /> : state === 'active' ? <Spinner size="1" /> : null}
              </span>
              <Text size="2" color={state === 'pending' ? 'gray' : undefined} weight={state === 'active' ? 'medium' : 'regular'}>
                {intl.formatMessage({ id: PHASE_LABELS[phase] })}
                <span className="cl-visually-hidden">, {intl.formatMessage({ id: `generator.generating.state.${state}` })}</span>
              </Text>
            </li>
          );
        })}
      </ol>
    </Flex>
  );
}
