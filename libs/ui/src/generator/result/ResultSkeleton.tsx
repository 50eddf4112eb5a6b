import { Card, Flex, Skeleton, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import { GenerationProgress } from '../progress/GenerationProgress';
import type { GenerationProgressState } from '../progress/use-generation-progress';

const LETTER_LINE_WIDTHS = ['100%', '96%', '92%', '98%', '60%', '100%', '94%', '88%', '40%'];

/**
 * Stands where the result card will appear while the letter is being written: with `progress`, the
 * steps the server reports and the seconds so far; without (loading a stored result), a plain line.
 */
export function ResultSkeleton({ progress = null }: { progress?: GenerationProgressState | null }) {
  return (
    <Card size={{ initial: '2', sm: '3' }}>
      <Flex direction="column" gap="4">
        {progress ? (
          <GenerationProgress progress={progress} />
        ) : (
          <Flex direction="column" gap="1" role="status">
            <Text size="3" weight="bold">
              <FormattedMessage id="generator.result.generating" />
            </Text>
            <Text size="2" color="gray">
              <FormattedMessage id="generator.result.generatingHint" />
            </Text>
          </Flex>
        )}
        <Skeleton height="12px" />
        <Flex gap="2" wrap="wrap">
          {['72px', '96px', '64px', '88px'].map((width) => (
            <Skeleton key={width} width={width} height="24px" style={{ borderRadius: 'var(--radius-thumb)' }} />
          ))}
        </Flex>
        <Flex direction="column" gap="2">
          {LETTER_LINE_WIDTHS.map((width, index) => (
            <Skeleton key={index} width={width} height="14px" />
          ))}
        </Flex>
      </Flex>
    </Card>
  );
}
