/** Only same-site paths: "/dashboard" yes, "//evil.example" or "https://…" no (no open redirect). */
export function safeReturnTo(value: unknown, fallback = '/dashboard'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value.length > 512 ? fallback : value;
}
