import { Migration20261121000000_initial } from './Migration20261121000000_initial.js';
import { Migration20261121120000_signup_function } from './Migration20261121120000_signup_function.js';
import { Migration20261121130000_signup_batches } from './Migration20261121130000_signup_batches.js';
import { Migration20261123090000_bet_plans_owner } from './Migration20261123090000_bet_plans_owner.js';
import { Migration20261123140000_workspace } from './Migration20261123140000_workspace.js';
import { Migration20261123141000_workspace_board_index } from './Migration20261123141000_workspace_board_index.js';
import { Migration20261123160000_repeat_signup } from './Migration20261123160000_repeat_signup.js';
import { Migration20261123161000_session_idle } from './Migration20261123161000_session_idle.js';
import { Migration20261123180000_notifications } from './Migration20261123180000_notifications.js';
import { Migration20261123190000_client_source } from './Migration20261123190000_client_source.js';
import { Migration20261123191000_funnel_counts } from './Migration20261123191000_funnel_counts.js';
import { Migration20261123200000_imported_admins } from './Migration20261123200000_imported_admins.js';
import { Migration20261123210000_audit_log } from './Migration20261123210000_audit_log.js';
import { Migration20261123211000_maintenance_runs } from './Migration20261123211000_maintenance_runs.js';
import { Migration20261123220000_signed_up_again_event } from './Migration20261123220000_signed_up_again_event.js';
import { Migration20261125100000_contact_normal_forms } from './Migration20261125100000_contact_normal_forms.js';
import { Migration20261125110000_offers_and_bonus_plans } from './Migration20261125110000_offers_and_bonus_plans.js';
import { Migration20261125120000_task_links } from './Migration20261125120000_task_links.js';
import { Migration20261125130000_settlement } from './Migration20261125130000_settlement.js';
import { Migration20261125140000_signing_in_safely } from './Migration20261125140000_signing_in_safely.js';
import { Migration20261125150000_admin_texts_shape } from './Migration20261125150000_admin_texts_shape.js';
import { Migration20261125151000_idempotency_keyed } from './Migration20261125151000_idempotency_keyed.js';
import { Migration20261125160000_live_events } from './Migration20261125160000_live_events.js';
import { Migration20261125170000_job_worker_heartbeats } from './Migration20261125170000_job_worker_heartbeats.js';
import { Migration20261125171000_client_search_sort_indexes } from './Migration20261125171000_client_search_sort_indexes.js';
import { Migration20261126090000_client_sums_checked } from './Migration20261126090000_client_sums_checked.js';
import { Migration20261126100000_bureau } from './Migration20261126100000_bureau.js';
import { Migration20261126100000_known_referral_codes } from './Migration20261126100000_known_referral_codes.js';
import { Migration20261126110000_follow_up_mail } from './Migration20261126110000_follow_up_mail.js';
import { Migration20261126143000_odds_entry } from './Migration20261126143000_odds_entry.js';
import { Migration20261126150000_client_rollups } from './Migration20261126150000_client_rollups.js';
import { Migration20261126151000_client_sort_ties } from './Migration20261126151000_client_sort_ties.js';
import { Migration20261126160000_signup_handover_and_known_codes } from './Migration20261126160000_signup_handover_and_known_codes.js';

export const migrationsList = [
  { name: 'Migration20261121000000_initial', class: Migration20261121000000_initial },
  {
    name: 'Migration20261121120000_signup_function',
    class: Migration20261121120000_signup_function,
  },
  { name: 'Migration20261121130000_signup_batches', class: Migration20261121130000_signup_batches },
  {
    name: 'Migration20261123090000_bet_plans_owner',
    class: Migration20261123090000_bet_plans_owner,
  },
  { name: 'Migration20261123140000_workspace', class: Migration20261123140000_workspace },
  {
    name: 'Migration20261123141000_workspace_board_index',
    class: Migration20261123141000_workspace_board_index,
  },
  { name: 'Migration20261123160000_repeat_signup', class: Migration20261123160000_repeat_signup },
  { name: 'Migration20261123161000_session_idle', class: Migration20261123161000_session_idle },
  { name: 'Migration20261123180000_notifications', class: Migration20261123180000_notifications },
  { name: 'Migration20261123190000_client_source', class: Migration20261123190000_client_source },
  { name: 'Migration20261123191000_funnel_counts', class: Migration20261123191000_funnel_counts },
  {
    name: 'Migration20261123200000_imported_admins',
    class: Migration20261123200000_imported_admins,
  },
  { name: 'Migration20261123210000_audit_log', class: Migration20261123210000_audit_log },
  {
    name: 'Migration20261123211000_maintenance_runs',
    class: Migration20261123211000_maintenance_runs,
  },
  {
    name: 'Migration20261123220000_signed_up_again_event',
    class: Migration20261123220000_signed_up_again_event,
  },
  {
    name: 'Migration20261125100000_contact_normal_forms',
    class: Migration20261125100000_contact_normal_forms,
  },
  {
    name: 'Migration20261125110000_offers_and_bonus_plans',
    class: Migration20261125110000_offers_and_bonus_plans,
  },
  { name: 'Migration20261125120000_task_links', class: Migration20261125120000_task_links },
  { name: 'Migration20261125130000_settlement', class: Migration20261125130000_settlement },
  {
    name: 'Migration20261125140000_signing_in_safely',
    class: Migration20261125140000_signing_in_safely,
  },
  {
    name: 'Migration20261125150000_admin_texts_shape',
    class: Migration20261125150000_admin_texts_shape,
  },
  {
    name: 'Migration20261125151000_idempotency_keyed',
    class: Migration20261125151000_idempotency_keyed,
  },
  { name: 'Migration20261125160000_live_events', class: Migration20261125160000_live_events },
  {
    name: 'Migration20261125170000_job_worker_heartbeats',
    class: Migration20261125170000_job_worker_heartbeats,
  },
  {
    name: 'Migration20261125171000_client_search_sort_indexes',
    class: Migration20261125171000_client_search_sort_indexes,
  },
  {
    name: 'Migration20261126090000_client_sums_checked',
    class: Migration20261126090000_client_sums_checked,
  },
  { name: 'Migration20261126100000_bureau', class: Migration20261126100000_bureau },
  {
    name: 'Migration20261126100000_known_referral_codes',
    class: Migration20261126100000_known_referral_codes,
  },
  { name: 'Migration20261126110000_follow_up_mail', class: Migration20261126110000_follow_up_mail },
  { name: 'Migration20261126143000_odds_entry', class: Migration20261126143000_odds_entry },
  { name: 'Migration20261126150000_client_rollups', class: Migration20261126150000_client_rollups },
  {
    name: 'Migration20261126151000_client_sort_ties',
    class: Migration20261126151000_client_sort_ties,
  },
  {
    name: 'Migration20261126160000_signup_handover_and_known_codes',
    class: Migration20261126160000_signup_handover_and_known_codes,
  },
];
