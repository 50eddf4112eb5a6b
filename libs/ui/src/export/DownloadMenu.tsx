import { DOWNLOAD_FILE_NAME, type Letterhead, type Locale } from '@coverletter/contracts';
import { ChevronDownIcon, DownloadIcon } from '@radix-ui/react-icons';
import { Button } from '@radix-ui/themes';
import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { toast } from '../toast/toast-store';
import { downloadTextFile } from './download-file';
import type { LetterExportInput } from './letter-document';

export type DownloadFormat = 'txt' | 'docx' | 'pdf';
const FORMATS: readonly DownloadFormat[] = ['txt', 'docx', 'pdf'];

interface DownloadMenuProps {
  /** The letter as shown (the current text). */
  text: string;
  companyName: string | null;
  letterhead?: Letterhead | null;
  /** Told after each download (issue 13: the letter's first use is recorded). */
  onDownloaded?: () => void;
}

/** The .docx and .pdf writers load only on the click (separate chunks), so no page's first bundle carries them. */
function exportAs(format: Exclude<DownloadFormat, 'txt'>, input: LetterExportInput): Promise<void> {
  return format === 'docx'
    ? import('./export-docx').then(({ exportDocx }) => exportDocx(input))
    : import('./export-pdf').then(({ exportPdf }) => exportPdf(input));
}

/**
 * 'Download' discloses the formats: plain text (the spec's cover-letter.txt), a Word document or a
 * PDF. A disclosure button rather than a Radix menu: the side panel's first bundle stays without
 * the menu's code (8 KiB gzip). Escape (back to the button) or a press elsewhere closes it.
 */
export function DownloadMenu({ text, companyName, letterhead, onDownloaded }: DownloadMenuProps) {
  const intl = useIntl();
  const [open, setOpen] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const formatsId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useCloseOnOutsidePress(open, root, close);

  const download = async (format: DownloadFormat) => {
    setOpen(false);
    trigger.current?.focus();
    if (format === 'txt') {
      downloadTextFile(text, DOWNLOAD_FILE_NAME);
      onDownloaded?.();
      return;
    }
    setPreparing(true);
    try {
      await exportAs(format, { text, companyName, letterhead, fallbackLanguage: intl.locale as Locale });
      onDownloaded?.();
    } catch (error) {
      console.error('The letter could not be exported', error);
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'generator.result.download.failed.title' }),
        description: intl.formatMessage({ id: 'generator.result.download.failed.description' }),
      });
    } finally {
      setPreparing(false);
    }
  };

  return (
    <div
      ref={root}
      className="cl-download"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.stopPropagation();
        setOpen(false);
        trigger.current?.focus();
      }}
    >
      <Button
        ref={trigger}
        variant="soft"
        aria-expanded={open}
        aria-controls={formatsId}
        aria-busy={preparing || undefined}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <DownloadIcon aria-hidden />
        <FormattedMessage id={preparing ? 'generator.result.download.preparing' : 'generator.result.download'} />
        <ChevronDownIcon aria-hidden />
      </Button>
      <div id={formatsId} role="group" aria-label={intl.formatMessage({ id: 'generator.result.download' })} className="cl-download__formats" hidden={!open}>
        {FORMATS.map((format) => (
          <Button key={format} variant="outline" color="gray" onClick={() => void download(format)}>
            <FormattedMessage id={`generator.result.download.${format}`} />
          </Button>
        ))}
      </div>
    </div>
  );
}

/** Runs `close` on a pointer press outside `root` while open. */
function useCloseOnOutsidePress(open: boolean, root: RefObject<HTMLDivElement | null>, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, root, close]);
}
