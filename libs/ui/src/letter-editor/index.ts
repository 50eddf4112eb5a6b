export * from './LetterEditor';
export * from './LetterVersionsBar';
export * from './use-letter-autosave';
export * from './api/use-save-guest-letter';
export * from './api/use-save-letter';
export * from './api/use-letter-versions';
