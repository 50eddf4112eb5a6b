import { defineMessages } from '@coverletter/ui';

export const placeholderMessages = defineMessages({}, {});
