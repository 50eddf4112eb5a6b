import type { SavedCvResponse } from '@coverletter/contracts';
import { GenerationProgress, LetterOptionsPicker, type GenerationProgressState } from '@coverletter/ui';
import { InfoCircledIcon, MagicWandIcon } from '@radix-ui/react-icons';
import { Button, Card, Flex, Separator, Spinner, Text } from '@radix-ui/themes';
import { FormattedMessage } from 'react-intl';
import type { DashboardTab } from '../dashboard-tabs';
import { SectionHeading } from '../../../components/SectionHeading';
import { CreateMatch } from './CreateMatch';
import { CvPicker } from './CvPicker';
import { IncludeLinkedinSwitch } from './IncludeLinkedinSwitch';
import { JobPostingFields } from './JobPostingFields';
import type { CreateForm } from './use-create-form';

interface CreateTabProps {
  form: CreateForm;
  cvs: readonly SavedCvResponse[];
  linkedinConnected: boolean;
  isGenerating: boolean;
  /** The steps the server reports while it writes the letter. */
  progress?: GenerationProgressState | null;
  onGenerate: () => void;
  onGoTo: (tab: DashboardTab) => void;
}

export function CreateTab({ form, cvs, linkedinConnected, isGenerating, progress = null, onGenerate, onGoTo }: CreateTabProps) {
  return (
    <Card size={{ initial: '2', sm: '4' }}>
      <SectionHeading titleId="create.title" leadId="create.lead" />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (!form.problemId && !isGenerating) onGenerate();
        }}
      >
        <Flex direction="column" gap="5">
          <CvPicker cvs={cvs} value={form.cvId} onChange={form.setCvId} onUpload={() => onGoTo('cvs')} />
          <JobPostingFields form={form} />
          <IncludeLinkedinSwitch
            connected={linkedinConnected}
            checked={form.includeLinkedin}
            onCheckedChange={form.setIncludeLinkedin}
            onConnect={() => onGoTo('linkedin')}
          />
          <LetterOptionsPicker value={form.options} onChange={form.setOptions} disabled={isGenerating} />
          <CreateMatch request={form.toRequest(linkedinConnected)} />
          <Separator size="4" />
          <Flex direction={{ initial: 'column-reverse', sm: 'row' }} justify="between" align={{ initial: 'stretch', sm: 'center' }} gap="3">
            {form.problemId ? (
              <Flex gap="2" align="center">
                <InfoCircledIcon color="var(--gray-10)" aria-hidden />
                <Text size="2" color="gray" role="status">
                  <FormattedMessage id={form.problemId} />
                </Text>
              </Flex>
            ) : (
              <span />
            )}
            <Button type="submit" size="3" disabled={Boolean(form.problemId) || isGenerating}>
              {isGenerating ? <Spinner /> : <MagicWandIcon aria-hidden />}
              <FormattedMessage id={isGenerating ? 'create.generating' : 'create.generate'} />
            </Button>
          </Flex>
          {isGenerating && progress && <GenerationProgress progress={progress} />}
        </Flex>
      </form>
    </Card>
  );
}
