// The toasts' region, in a chunk of its own: DeferredToaster.tsx loads it.
export { Toaster } from '@coverletter/ui';
