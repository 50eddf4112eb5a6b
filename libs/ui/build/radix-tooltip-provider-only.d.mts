import type { Plugin } from 'vite';

export function radixTooltipProviderOnly(): Plugin;
