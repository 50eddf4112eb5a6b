export * from './account';
export * from './admin';
export * from './api-paths';
export * from './errors';
export * from './generator';
export * from './limits';
export * from './payment-config';
export * from './session';
