/**
 * The host permission for the API origin: "http://localhost:3000" → "http://localhost/*". Without
 * the port: Firefox matches cookies (which have no port) against host permissions, and sends the
 * API's SameSite=Lax session cookie with the sidebar's requests only when one matches; a pattern
 * naming a port never does, so a sign-in never reached the sidebar. (A pattern without a port
 * covers every port in both browsers.) No imports: the build config reads it too.
 */
export function apiHostPattern(origin: string): string {
  const url = new URL(origin);
  return `${url.protocol}//${url.hostname}/*`;
}
