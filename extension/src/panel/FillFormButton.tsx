import type { Letterhead, Locale } from '@coverletter/contracts';
import { letterPdfBytes, toast } from '@coverletter/ui';
import { FileTextIcon } from '@radix-ui/react-icons';
import { Button, Spinner, Text } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { fillApplicationForm, findApplicationForm, pageAddress, type ApplicationForm } from '../browser/form-filling';
import type { PageReadingState } from './use-page-reading';

/** The letter as the result card shows it: its text, and what its PDF's letterhead needs. */
export interface FormLetterSource {
  text: string;
  companyName: string | null;
  letterhead?: Letterhead | null;
}

/** The letter's PDF in base64 (executeScript's arguments are JSON); undefined when it cannot be made: the .txt goes instead. */
async function pdfOf(letter: FormLetterSource, locale: Locale): Promise<string | undefined> {
  try {
    const bytes = await letterPdfBytes({ text: letter.text, companyName: letter.companyName, letterhead: letter.letterhead, fallbackLanguage: locale });
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  } catch (error) {
    console.error('The letter could not be made into a PDF; the form gets the .txt', error);
    return undefined;
  }
}

/** The same page, whatever its #fragment. */
const samePage = (a: string, b: string) => a.split('#')[0] === b.split('#')[0];

/** Whether the fill's status still speaks of the page the panel reads: same tab, and (once read) the same page; without the fill's address, until the tab is read anew. */
function stillOn(last: { tabId: number; at: string | null }, tabId: number | undefined, settled: boolean, readAt: string | null): boolean {
  if (last.tabId !== tabId) return false;
  if (last.at === null) return settled;
  return !settled || readAt === null || samePage(readAt, last.at);
}

/**
 * 'Fill cover letter': shown when the tab is an application form of a known system (Greenhouse,
 * Lever, Ashby, Workday, Teamtailor, SmartRecruiters) with a field for the letter; fills that
 * field alone, never submits. Elsewhere nothing shows and 'Insert into page' does the job. A file
 * input gets the letter as the same PDF the download gives (else as a .txt).
 */
export function FillFormButton({ letter, page }: { letter: FormLetterSource; page: PageReadingState }) {
  const { tabId, settled } = page;
  const intl = useIntl();
  const [form, setForm] = useState<ApplicationForm | null>(null);
  const [busy, setBusy] = useState(false);
  /**
   * What the last fill did, and on which page, kept in view: the panel shows one toast at a time,
   * and a later one (the page's posting filled in) can take the toast's place. It goes when the tab
   * is read on another page, not when the same page is read again (the panel may notice the
   * navigation to the form only after the fill).
   */
  const [done, setDone] = useState<{ title: string; tabId: number; at: string | null } | null>(null);
  const readAt = page.page.status === 'read' ? page.page.reading.url : null;
  useEffect(() => {
    setDone((last) => (last && !stillOn(last, tabId, settled, readAt) ? null : last));
  }, [settled, tabId, readAt]);

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
    const pdfBase64 = current?.kind === 'file' ? await pdfOf(letter, intl.locale as Locale) : undefined;
    const outcome = current && (await fillApplicationForm(tabId, current, { text: letter.text, pdfBase64 }));
    setBusy(false);
    if (outcome && outcome.kind !== 'none') {
      const title = intl.formatMessage({ id: 'ext.fill.done.title' }, { system: outcome.system });
      setDone({ title, tabId, at: await pageAddress(tabId) });
      toast({
        variant: 'success',
        title,
        description:
          outcome.kind === 'file'
            ? intl.formatMessage({ id: 'ext.fill.done.file' }, { fileName: outcome.fileName })
            : intl.formatMessage({ id: 'ext.fill.done.text' }),
      });
    } else {
      setDone(null);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'ext.fill.failed.title' }),
        description: intl.formatMessage({ id: 'ext.fill.failed.description' }),
      });
      setForm(current);
    }
  };
  return (
    <>
      <Button color="green" onClick={fill} disabled={busy} title={intl.formatMessage({ id: 'ext.fill.hint' }, { system: form.system })}>
        {busy ? <Spinner /> : <FileTextIcon aria-hidden />}
        <FormattedMessage id="ext.fill" />
      </Button>
      {done && (
        <Text as="p" size="2" color="green" role="status" className="cl-fill-status">
          {done.title}
        </Text>
      )}
    </>
  );
}
