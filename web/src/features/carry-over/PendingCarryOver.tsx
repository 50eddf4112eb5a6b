import { usePendingCarryOver } from './use-pending-carry-over';

/** Mounted once, app-wide: runs the post-sign-in carry-over wherever the user lands. */
export function PendingCarryOver() {
  usePendingCarryOver();
  return null;
}
