/** Connection failures (and refusals) that mean the database named by DATABASE_URL cannot be used. */
const UNREACHABLE_CODES: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host not found',
  ETIMEDOUT: 'timed out',
  ECONNRESET: 'connection reset',
  EHOSTUNREACH: 'host unreachable',
  '28P01': 'password authentication failed',
  '28000': 'not allowed to connect',
  '3D000': 'database does not exist',
  '57P03': 'the server is starting up',
};

function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let e = error as { code?: unknown; errors?: unknown[]; cause?: unknown } | undefined, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string') codes.push(e.code);
    for (const inner of Array.isArray(e.errors) ? e.errors : []) codes.push(...codesOf(inner));
    e = e.cause as typeof e;
  }
  return codes;
}

/**
 * One line for a start that cannot reach PostgreSQL, naming DATABASE_URL with its host and port
 * (never its password), instead of a stack trace; undefined for any other failure.
 */
export function unreachableDatabaseMessage(error: unknown, databaseUrl: string | undefined): string | undefined {
  if (!databaseUrl) return undefined;
  const code = codesOf(error).find((c) => c in UNREACHABLE_CODES);
  const connectTimeout = /timeout exceeded when trying to connect|Connection terminated/i.test((error as Error | undefined)?.message ?? '');
  if (!code && !connectTimeout) return undefined;
  let where = 'the configured server';
  try {
    const url = new URL(databaseUrl);
    where = `${url.hostname}:${url.port || '5432'}${url.pathname}`;
  } catch {
    // the environment check already refused a malformed URL
  }
  return `Cannot start: the database in DATABASE_URL (${where}) is not reachable (${code ? UNREACHABLE_CODES[code] : 'timed out'}). Check DATABASE_URL and that PostgreSQL is running.`;
}
