import { ashby } from './ashby';
import type { FormSystem } from './form-system';
import { greenhouse } from './greenhouse';
import { lever } from './lever';
import { smartrecruiters } from './smartrecruiters';
import { teamtailor } from './teamtailor';
import { workday } from './workday';

export const FORM_SYSTEMS: FormSystem[] = [greenhouse, lever, ashby, workday, teamtailor, smartrecruiters];

/** What a field is called when it is meant for the letter: its label, name, id, placeholder or question. */
const COVER_LETTER = /cover[\s_-]*letter|coverletter|personligt[\s_-]*brev|motivation(?:al)?[\s_-]*letter|message to the hiring/i;
const TEXT_FILE_TYPES = ['.txt', 'text/plain', 'text/*'];
const PDF_FILE_TYPES = ['.pdf', 'application/pdf', 'application/*'];

/** The letter to put into the form: its text, and the same letter as a PDF (base64) for a file input that takes one. */
export interface FormLetter {
  text: string;
  pdfBase64?: string;
}

type LetterField = HTMLTextAreaElement | HTMLInputElement;

export type CoverLetterField = { system: FormSystem; kind: 'text' | 'file'; field: LetterField };

export type FillOutcome = { system: string; kind: 'text' } | { system: string; kind: 'file'; fileName: string } | { system: string; kind: 'none' };

const tagOf = (element: Element) => element.tagName.toUpperCase();
const isTextArea = (element: Element): element is HTMLTextAreaElement => tagOf(element) === 'TEXTAREA';
const isFileInput = (element: Element): element is HTMLInputElement => tagOf(element) === 'INPUT' && (element as HTMLInputElement).type === 'file';

/** Text areas and file inputs of the document, through open shadow roots (frames are asked on their own). */
function collectFields(root: Document | ShadowRoot, found: LetterField[] = []): LetterField[] {
  for (const element of root.querySelectorAll('*')) {
    if (isTextArea(element) || isFileInput(element)) found.push(element);
    if (element.shadowRoot) collectFields(element.shadowRoot, found);
  }
  return found;
}

/** The parent across a shadow root's edge. */
const parentOf = (node: Node): Element | null => node.parentElement ?? ((node.parentNode as ShadowRoot | null)?.host as Element | undefined) ?? null;

/** Its own names and, going up while the container holds no other form control, the question's label, legend or heading. */
function namesOf(field: LetterField, fields: LetterField[]): string {
  const root = field.getRootNode() as Document | ShadowRoot;
  const names = [field.name, field.id, field.getAttribute('aria-label'), field.getAttribute('placeholder'), field.getAttribute('data-automation-id')];
  for (const label of field.labels ?? []) names.push(label.textContent);
  for (const id of (field.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean)) names.push(root.getElementById?.(id)?.textContent ?? null);
  let container = parentOf(field);
  for (let depth = 0; container && depth < 6; depth += 1, container = parentOf(container)) {
    // A container with any other control is a group of questions: their labels are not this field's.
    const holdsAnother =
      fields.some((other) => other !== field && container!.contains(other)) ||
      [...container.querySelectorAll('input:not([type=hidden]), select, textarea')].some((control) => control !== field);
    if (holdsAnother) break;
    names.push(container.getAttribute('label'), container.getAttribute('aria-label'), container.getAttribute('data-automation-id'));
    for (const title of container.querySelectorAll('label, legend, h2, h3, h4, [class*="label" i], [class*="title" i]')) names.push(title.textContent);
  }
  return names.filter(Boolean).join(' \n ');
}

function isShown(element: Element): boolean {
  for (let node: Element | null = element; node; node = parentOf(node)) {
    if (node.hasAttribute('hidden')) return false;
    const style = node.ownerDocument.defaultView?.getComputedStyle(node);
    if (style && (style.display === 'none' || style.visibility === 'hidden')) return false;
  }
  return true;
}

const acceptList = (input: HTMLInputElement) =>
  input.accept
    .split(',')
    .map((type) => type.trim().toLowerCase())
    .filter(Boolean);
const accepts = (input: HTMLInputElement, types: string[]) => acceptList(input).length === 0 || acceptList(input).some((type) => types.includes(type));

/** A file input takes the letter if its accept list allows a PDF or a text file. */
function takesLetterFile(input: HTMLInputElement): boolean {
  return accepts(input, PDF_FILE_TYPES) || accepts(input, TEXT_FILE_TYPES);
}

/**
 * The application form's cover letter field on this document: a shown, editable text area named
 * for the letter, else a file input for it, else the system's own letter field (Lever's
 * "Additional information"). Null when the document is not one of the systems' forms.
 */
export function findCoverLetterField(doc: Document, href: string): CoverLetterField | { system: FormSystem; kind: 'none' } | null {
  const url = new URL(href);
  const system = FORM_SYSTEMS.find((candidate) => candidate.detect(doc, url));
  if (!system) return null;
  const fields = collectFields(doc);
  const usable = (field: LetterField) => !field.disabled && !(isTextArea(field) && field.readOnly);
  const named = fields.filter((field) => usable(field) && COVER_LETTER.test(namesOf(field, fields)));
  const text = named.find((field) => isTextArea(field) && isShown(field));
  if (text) return { system, kind: 'text', field: text };
  const file = named.find((field) => isFileInput(field) && takesLetterFile(field));
  if (file) return { system, kind: 'file', field: file };
  const fallback = (system.fallbackFields?.(doc) ?? []).find((field): field is HTMLTextAreaElement => isTextArea(field) && usable(field) && isShown(field));
  if (fallback) return { system, kind: 'text', field: fallback };
  return { system, kind: 'none' };
}

/** Sets a text area's value as typing would: through the prototype's setter, so React's value tracking sees a change, then input and change. */
function fillTextArea(field: HTMLTextAreaElement, text: string): void {
  const prototype = field.ownerDocument.defaultView?.HTMLTextAreaElement.prototype;
  const setter = prototype ? Object.getOwnPropertyDescriptor(prototype, 'value')?.set : undefined;
  if (setter) setter.call(field, text);
  else field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** The PDF when there is one and the input takes it, else the text as a .txt (when the input takes that). */
function letterFile(input: HTMLInputElement, letter: FormLetter): { name: string; type: string; content: BlobPart } | null {
  if (letter.pdfBase64 && accepts(input, PDF_FILE_TYPES)) {
    const binary = atob(letter.pdfBase64);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
    return { name: 'cover-letter.pdf', type: 'application/pdf', content: bytes };
  }
  return accepts(input, TEXT_FILE_TYPES) ? { name: 'cover-letter.txt', type: 'text/plain', content: letter.text } : null;
}

/** Attaches the letter as a file, as the user's choice in the file picker would: files set, then input and change. */
function attachFile(input: HTMLInputElement, file: { name: string; type: string; content: BlobPart }): void {
  const view = input.ownerDocument.defaultView ?? window;
  const transfer = new view.DataTransfer();
  transfer.items.add(new view.File([file.content], file.name, { type: file.type }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

/** Puts the letter into the form's cover letter field; touches nothing else and never submits. */
export function fillCoverLetter(doc: Document, href: string, letter: FormLetter): FillOutcome | null {
  const found = findCoverLetterField(doc, href);
  if (!found) return null;
  const system = found.system.name;
  if (found.kind === 'none') return { system, kind: 'none' };
  if (found.kind === 'text') {
    fillTextArea(found.field as HTMLTextAreaElement, letter.text);
    return { system, kind: 'text' };
  }
  const file = letterFile(found.field as HTMLInputElement, letter);
  if (!file) return { system, kind: 'none' };
  attachFile(found.field as HTMLInputElement, file);
  return { system, kind: 'file', fileName: file.name };
}
