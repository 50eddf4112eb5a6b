import { MAX_LETTER_TEXT_CHARS } from '@coverletter/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSettledEffect } from '../generator/use-settled-effect';

/** Edits are saved once typing has paused this long. */
export const LETTER_AUTOSAVE_DELAY_MS = 1000;

export type AutosaveStatus = 'idle' | 'saving' | 'saved' | 'failed' | 'empty' | 'tooLong';

/**
 * Saves the draft (trimmed) LETTER_AUTOSAVE_DELAY_MS after the last keystroke, when it differs
 * from the last saved text. Saves run one after another, so the server sees them in typing order.
 */
export function useLetterAutosave(draft: string, savedText: string, save: ((text: string) => Promise<unknown>) | undefined) {
  const [status, setStatus] = useState<AutosaveStatus>('idle');
  const lastSaved = useRef(savedText.trim());
  const latestDraft = useRef(draft);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  /** Every text this editor sent: the host handing one back (even an older one, late) is not news. */
  const sent = useRef(new Set<string>());

  useEffect(() => {
    latestDraft.current = draft;
  }, [draft]);

  /** A text from outside (a rewrite, a restored version), not one of ours coming back: it replaces the draft. */
  const isNews = (text: string) => text.trim() !== lastSaved.current && !sent.current.has(text.trim());

  /** The text from outside is the saved text: nothing to save. */
  const adopt = (text: string) => {
    lastSaved.current = text.trim();
    sent.current.clear();
    setStatus('idle');
  };

  const saveNow = (value: string) => {
    const text = value.trim();
    if (!save || text === lastSaved.current) return;
    if (!text) return setStatus('empty');
    if (text.length > MAX_LETTER_TEXT_CHARS) return setStatus('tooLong');
    // Counted as saved from the start: the host may hand the text back as its own before the save answers.
    const previous = lastSaved.current;
    lastSaved.current = text;
    sent.current.add(text);
    setStatus('saving');
    queue.current = queue.current.then(() =>
      save(text).then(
        () => setStatus(latestDraft.current.trim() === text ? 'saved' : 'saving'),
        () => {
          if (lastSaved.current === text) lastSaved.current = previous;
          setStatus('failed');
        },
      ),
    );
  };

  useSettledEffect(draft, LETTER_AUTOSAVE_DELAY_MS, saveNow);

  return { status, flush: () => saveNow(latestDraft.current), adopt, isNews };
}
