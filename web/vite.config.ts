import { defineConfig } from 'vite';
import { radixIconsPerIcon } from '../libs/ui/build/radix-icons-per-icon.mjs';
import { radixThemesComponents } from '../libs/ui/build/radix-themes-components.mjs';

export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [radixIconsPerIcon(), radixThemesComponents()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    sourcemap: false,
    // web/scripts/prerender.mjs reads the landing route's files from it.
    manifest: true,
    chunkSizeWarningLimit: 700,
    rollupOptions: {
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
