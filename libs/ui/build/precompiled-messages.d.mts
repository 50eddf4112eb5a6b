import type { Plugin } from 'vite';

export function compileCatalogue(json: string): string;
export function precompiledMessages(): Plugin;
