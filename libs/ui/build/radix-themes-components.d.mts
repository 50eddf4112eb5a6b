import type { Plugin } from 'vite';

export const UNUSED_RADIX_COMPONENTS: Record<string, string[]>;
export function withoutComponents(css: string, unused: Record<string, string[]>): string;
export function withResponsiveOnly(css: string, responsive: Record<string, string[]>): string;
export function withoutDarkAppearance(css: string): string;
export function importedScales(file: string): string[];
export function withScalesOnly(css: string, scales: string[]): string;
export function radixThemesComponents(options?: {
  unused?: Record<string, string[]>;
  responsive?: Record<string, string[]>;
  lightOnly?: boolean;
  scales?: string[];
}): Plugin;
