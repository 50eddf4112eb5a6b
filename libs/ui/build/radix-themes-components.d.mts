import type { Plugin } from 'vite';

export const UNUSED_RADIX_COMPONENTS: Record<string, string[]>;
export const RADIX_BREAKPOINTS: string[];
export function withoutComponents(css: string, unused: Record<string, string[]>): string;
export function withResponsiveOnly(css: string, responsive: Record<string, string[]>): string;
export function withoutDarkAppearance(css: string): string;
export function radixThemesComponents(unused?: Record<string, string[]>, options?: { responsive?: Record<string, string[]>; lightOnly?: boolean }): Plugin;
