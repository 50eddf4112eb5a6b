// The signed-in calls of SPEC.md section 7 that the dashboard and the extension's panel both make.
export * from './use-saved-cvs';
export * from './use-upload-saved-cv';
export * from './use-linkedin-profile';
export * from './use-save-linkedin-profile';
export * from './use-cover-letters';
export * from './use-generate-for-user';
export * from './use-create-payment';
export * from './use-payment-config';
