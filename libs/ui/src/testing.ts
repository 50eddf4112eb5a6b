/** Helpers for the tests of the apps that use this library (never imported by app code). */
export * from './letter-options/test-support/choose-option';
