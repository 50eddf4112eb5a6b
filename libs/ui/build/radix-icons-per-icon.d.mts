import type { Plugin } from 'vite';

export function radixIconsPerIcon(): Plugin;
