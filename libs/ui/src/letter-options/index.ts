export * from './LetterOptionsPicker';
export * from './use-letter-options';
export * from './record-letter-use';
export * from './LetterOptionsSummary';
