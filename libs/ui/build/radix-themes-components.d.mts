import type { Plugin } from 'vite';

export const UNUSED_RADIX_COMPONENTS: Record<string, string[]>;
export function withoutComponents(css: string, unused: Record<string, string[]>): string;
export function radixThemesComponents(unused?: Record<string, string[]>): Plugin;
