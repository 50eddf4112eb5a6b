import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompiledMessages } from '../libs/ui/build/precompiled-messages.mjs';
import { radixIconsPerIcon } from '../libs/ui/build/radix-icons-per-icon.mjs';
import { radixThemesComponents } from '../libs/ui/build/radix-themes-components.mjs';
import { landingMessagesPlugin } from './build/landing-messages.mjs';
import { radixThemesCss } from './build/radix-themes-css.mjs';

/**
 * `vite build` builds the app (index.html, every page but the landing); `vite build --mode landing`
 * then builds the prerendered landing's own entry (landing.html, src/landing-main.tsx) into the
 * same dist/, as a build of its own, so that none of its chunks is shared with the app's (a shared
 * chunk would bring the router and the query client along). web/scripts/prerender.mjs writes
 * landing.<locale>.html from it.
 */
export default defineConfig(({ mode }) => {
  const landing = mode === 'landing';
  return {
    oxc: { jsx: { runtime: 'automatic' } },
    // Every catalogue arrives compiled (precompiled-messages.mjs): no ICU parser in the browser. Of
    // Radix Themes' CSS only what the app can show (build/radix-themes-css.mjs).
    plugins: [radixIconsPerIcon(), radixThemesComponents(radixThemesCss()), landingMessagesPlugin(), precompiledMessages()],
    resolve: {
      alias: landing
        ? [
            // No tooltip on the landing (src/landing/no-tooltips.ts).
            { find: /^@radix-ui\/react-tooltip$/, replacement: fileURLToPath(new URL('src/landing/no-tooltips.ts', import.meta.url)) },
          ]
        : [],
    },
    server: {
      port: 5173,
      proxy: { '/api': 'http://localhost:3000' },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: !landing,
      copyPublicDir: !landing,
      sourcemap: false,
      // web/scripts/prerender.mjs reads the landing entry's files from it.
      manifest: landing ? '.vite/landing-manifest.json' : true,
      chunkSizeWarningLimit: 700,
      rollupOptions: {
        input: fileURLToPath(new URL(landing ? 'landing.html' : 'index.html', import.meta.url)),
        onwarn(warning, warn) {
          if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
          warn(warning);
        },
      },
    },
  };
});
