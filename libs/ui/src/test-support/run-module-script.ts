import { execFileSync } from 'node:child_process';

/**
 * Runs an ES module script in Node itself and answers what it writes to stdout as JSON: the build
 * helpers (libs/ui/build/*.mjs) are ES modules that jest's CommonJS cannot load.
 */
export function runModuleScript<T>(script: string): T {
  return JSON.parse(execFileSync(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 64 * 1024 * 1024 }).toString()) as T;
}
