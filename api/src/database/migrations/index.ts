import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000000_initial } from './Migration20261122000000_initial';
import { Migration20261122100000_auth } from './Migration20261122100000_auth';
import { Migration20261122110000_user_data } from './Migration20261122110000_user_data';
import { Migration20261122120000_payment } from './Migration20261122120000_payment';
import { Migration20261122130000_cover_letters } from './Migration20261122130000_cover_letters';
import { Migration20261122140000_accounts } from './Migration20261122140000_accounts';
import { Migration20261122150000_letter_order_index } from './Migration20261122150000_letter_order_index';
import { Migration20261124100000_payment_letter_written } from './Migration20261124100000_payment_letter_written';
import { Migration20261124110000_guest_letter_written } from './Migration20261124110000_guest_letter_written';
import { Migration20261124120000_guest_cv_text_length } from './Migration20261124120000_guest_cv_text_length';
import { Migration20261125100000_posting_record } from './Migration20261125100000_posting_record';
import { Migration20261125200000_letter_model_usage } from './Migration20261125200000_letter_model_usage';
import { Migration20261125210000_cover_letter_versions } from './Migration20261125210000_cover_letter_versions';
import { Migration20261125213000_letterhead } from './Migration20261125213000_letterhead';
import { Migration20261126100000_letter_credit } from './Migration20261126100000_letter_credit';
import { Migration20261126110000_paid_letter_credit } from './Migration20261126110000_paid_letter_credit';
import { Migration20261126120000_letter_options_and_first_use } from './Migration20261126120000_letter_options_and_first_use';

/** Committed migrations, in order. Listed explicitly so they run the same from src and dist. */
export const MIGRATIONS: MigrationObject[] = [
  { name: 'Migration20261122000000_initial', class: Migration20261122000000_initial },
  { name: 'Migration20261122100000_auth', class: Migration20261122100000_auth },
  { name: 'Migration20261122110000_user_data', class: Migration20261122110000_user_data },
  { name: 'Migration20261122120000_payment', class: Migration20261122120000_payment },
  { name: 'Migration20261122130000_cover_letters', class: Migration20261122130000_cover_letters },
  { name: 'Migration20261122140000_accounts', class: Migration20261122140000_accounts },
  { name: 'Migration20261122150000_letter_order_index', class: Migration20261122150000_letter_order_index },
  { name: 'Migration20261124100000_payment_letter_written', class: Migration20261124100000_payment_letter_written },
  { name: 'Migration20261124110000_guest_letter_written', class: Migration20261124110000_guest_letter_written },
  { name: 'Migration20261124120000_guest_cv_text_length', class: Migration20261124120000_guest_cv_text_length },
  { name: 'Migration20261125100000_posting_record', class: Migration20261125100000_posting_record },
  { name: 'Migration20261125200000_letter_model_usage', class: Migration20261125200000_letter_model_usage },
  { name: 'Migration20261125210000_cover_letter_versions', class: Migration20261125210000_cover_letter_versions },
  { name: 'Migration20261125213000_letterhead', class: Migration20261125213000_letterhead },
  { name: 'Migration20261126100000_letter_credit', class: Migration20261126100000_letter_credit },
  { name: 'Migration20261126110000_paid_letter_credit', class: Migration20261126110000_paid_letter_credit },
  { name: 'Migration20261126120000_letter_options_and_first_use', class: Migration20261126120000_letter_options_and_first_use },
];
