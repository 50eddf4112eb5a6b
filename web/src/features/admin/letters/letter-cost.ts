import type { AdminCoverLetter } from '@coverletter/contracts';
import type { AdminFormat } from '../format/use-admin-format';

/** A letter's cost in dollars, or the word for free when nothing was charged. */
export function letterCost(letter: Pick<AdminCoverLetter, 'costIncurred'>, format: AdminFormat, freeLabel: string): string {
  return letter.costIncurred === null ? freeLabel : format.dollars(letter.costIncurred);
}
