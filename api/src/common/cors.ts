import type { AppConfig } from '../config/app-config';

const EXTENSION_ORIGIN = /^(chrome|moz|safari-web)-extension:\/\/[a-z0-9-]+$/i;
/** The one wildcard the configuration accepts (environment.ts): Firefox gives every install its own origin. */
const FIREFOX_INSTALLS = 'moz-extension://*';

/**
 * The app's own origin and browser extensions: any (development), or those in EXTENSION_ORIGINS.
 * An entry `moz-extension://*` admits every Firefox install: Firefox gives each install of an
 * add-on its own random origin, so a published Firefox add-on cannot be listed by id.
 */
export function isAllowedOrigin(config: AppConfig, origin: string): boolean {
  if (origin === config.http.publicUrl) return true;
  if (config.http.extensionOrigins === 'any-extension') return EXTENSION_ORIGIN.test(origin);
  return config.http.extensionOrigins.some((allowed) =>
    allowed === FIREFOX_INSTALLS ? EXTENSION_ORIGIN.test(origin) && origin.startsWith('moz-extension://') : allowed === origin,
  );
}

export function corsOrigin(config: AppConfig) {
  return (origin: string | undefined, done: (err: Error | null, allow?: boolean) => void) => {
    done(null, !origin || isAllowedOrigin(config, origin));
  };
}
