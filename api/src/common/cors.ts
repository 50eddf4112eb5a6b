import type { AppConfig } from '../config/app-config';

const EXTENSION_ORIGIN = /^(chrome|moz|safari-web)-extension:\/\/[a-z0-9-]+$/i;

/** The app's own origin and browser extensions (any, or only the ids in EXTENSION_ORIGINS). */
export function isAllowedOrigin(config: AppConfig, origin: string): boolean {
  if (origin === config.http.publicUrl) return true;
  return config.http.extensionOrigins === 'any-extension' ? EXTENSION_ORIGIN.test(origin) : config.http.extensionOrigins.includes(origin);
}

export function corsOrigin(config: AppConfig) {
  return (origin: string | undefined, done: (err: Error | null, allow?: boolean) => void) => {
    done(null, !origin || isAllowedOrigin(config, origin));
  };
}
