import { browser } from 'wxt/browser';
import type { FormProbe } from '../../entrypoints/form-filler';
import type { FillOutcome, FormLetter } from '../forms/fill-form';

/** Built from entrypoints/form-filler.ts. */
const FORM_FILLER_FILE = '/form-filler.js';

export interface ApplicationForm {
  frameId: number;
  system: string;
  kind: 'text' | 'file';
}

/**
 * The application form of a known system in the tab (in any frame the extension may read), with a
 * field for the letter: a text area before a file input. Null when there is none, or the tab
 * cannot be read.
 */
export async function findApplicationForm(tabId: number): Promise<ApplicationForm | null> {
  try {
    const frames = await browser.scripting.executeScript({ target: { tabId, allFrames: true }, files: [FORM_FILLER_FILE] });
    const found = frames
      .map((frame) => ({ frameId: frame.frameId ?? 0, probe: frame.result as FormProbe | null | undefined }))
      .filter((frame): frame is { frameId: number; probe: FormProbe & { kind: 'text' | 'file' } } => !!frame.probe && frame.probe.kind !== 'none');
    const best = found.find((frame) => frame.probe.kind === 'text') ?? found[0];
    return best ? { frameId: best.frameId, system: best.probe.system, kind: best.probe.kind } : null;
  } catch {
    return null;
  }
}

/** The address of the tab's page (its top frame): where a fill happened. Null when the page cannot be asked. */
export async function pageAddress(tabId: number): Promise<string | null> {
  try {
    const [top] = await browser.scripting.executeScript({ target: { tabId }, func: () => location.href });
    return typeof top?.result === 'string' ? top.result : null;
  } catch {
    return null;
  }
}

/** Fills the letter into the form found before (the filler is injected again, should the frame have reloaded). */
export async function fillApplicationForm(tabId: number, form: ApplicationForm, letter: FormLetter): Promise<FillOutcome | null> {
  try {
    const target = { tabId, frameIds: [form.frameId] };
    await browser.scripting.executeScript({ target, files: [FORM_FILLER_FILE] });
    const [frame] = await browser.scripting.executeScript({
      target,
      func: (given: FormLetter) => globalThis.coverLetterFormFiller?.(given) ?? null,
      args: [letter],
    });
    return (frame?.result as FillOutcome | null | undefined) ?? null;
  } catch {
    return null;
  }
}
