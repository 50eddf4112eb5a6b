const MAX_FILENAME_CHARS = 255;
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/g;

/**
 * The name to store and show for an uploaded file: the browser-supplied name without any
 * directory part (some browsers send a full path), control characters or surrounding spaces.
 */
export function displayFilename(original: string | undefined): string {
  const base = (original ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(CONTROL_CHARACTERS, '').trim();
  if (!cleaned) return 'cv';
  return [...cleaned].slice(0, MAX_FILENAME_CHARS).join('');
}
