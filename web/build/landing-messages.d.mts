import type { Plugin } from 'vite';

export function landingMessagesPlugin(): Plugin;
