// The code of the dashboard's later parts (later-parts.tsx), one chunk.
export { CreateTab } from './create/CreateTab';
export { CvsTab } from './cvs/CvsTab';
export { LetterViewerDialog } from './letters/LetterViewerDialog';
export { LettersTab } from './letters/LettersTab';
export { LinkedinTab } from './linkedin/LinkedinTab';
export { PaymentModal } from './payment/PaymentModal';
