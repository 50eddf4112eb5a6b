import { usePendingMigration } from './use-pending-migration';

/** Mounted once, app-wide: runs the post-sign-in migration wherever the user lands. */
export function PendingMigration() {
  usePendingMigration();
  return null;
}
