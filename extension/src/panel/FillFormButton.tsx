import { toast } from '@coverletter/ui';
import { FileTextIcon } from '@radix-ui/react-icons';
import { Button, Spinner } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fillApplicationForm, findApplicationForm, type ApplicationForm } from '../browser/form-filling';
import type { PageReadingState } from './use-page-reading';

/**
 * 'Fill cover letter': shown when the tab is an application form of a known system (Greenhouse,
 * Lever, Ashby, Workday, Teamtailor, SmartRecruiters) with a field for the letter; fills that
 * field alone, never submits. Elsewhere nothing shows and 'Insert into page' does the job.
 */
export function FillFormButton({ text, page }: { text: string; page: PageReadingState }) {
  const { tabId, settled } = page;
  const intl = useIntl();
  const [form, setForm] = useState<ApplicationForm | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let current = true;
    setForm(null);
    if (tabId !== undefined && settled) void findApplicationForm(tabId).then((found) => current && setForm(found));
    return () => {
      current = false;
    };
    // Looked for again whenever the panel reads the tab anew (another tab, a navigation).
  }, [tabId, settled, page.page]);

  // Hidden while the tab navigates: a button for the page before would fill the wrong form.
  if (!form || tabId === undefined || !settled) return null;
  const fill = async () => {
    setBusy(true);
    // Looked for again at the click: the tab may have moved on since the button appeared.
    const current = await findApplicationForm(tabId);
    const outcome = current && (await fillApplicationForm(tabId, current, text));
    setBusy(false);
    if (outcome && outcome.kind !== 'none') {
      toast({
        variant: 'success',
        title: intl.formatMessage({ id: 'ext.fill.done.title' }, { system: outcome.system }),
        description: intl.formatMessage({ id: outcome.kind === 'file' ? 'ext.fill.done.file' : 'ext.fill.done.text' }),
      });
    } else {
      toast({ variant: 'destructive', title: intl.formatMessage({ id: 'ext.fill.failed.title' }), description: intl.formatMessage({ id: 'ext.fill.failed.description' }) });
      setForm(current);
    }
  };
  return (
    <Button color="green" onClick={fill} disabled={busy} title={intl.formatMessage({ id: 'ext.fill.hint' }, { system: form.system })}>
      {busy ? <Spinner /> : <FileTextIcon aria-hidden />}
      <FormattedMessage id="ext.fill" />
    </Button>
  );
}
