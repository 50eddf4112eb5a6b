/** A log destination that keeps every JSON line the app writes, to search them in a test. */
export interface CapturedLogs {
  write(line: string): void;
  text(): string;
  lines(): Array<Record<string, unknown>>;
}

export function captureLogs(): CapturedLogs {
  const written: string[] = [];
  return {
    write: (line) => void written.push(line),
    text: () => written.join(''),
    lines: () =>
      written
        .join('')
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}
