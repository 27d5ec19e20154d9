import { parseWholeKroner } from '../../../rules/kroner';
import type { SiteProgress, SiteProgressChange, SiteState } from '../providers/types';

/** What the recruiter has typed on a site's row and not saved yet. */
export interface SiteEdit {
  state?: SiteState;
  deposit?: string;
  withdrawn?: string;
}

export type SiteEdits = Record<string, SiteEdit>;

/** A whole amount of kr, as the panel writes them ('1.000'); null when it is not one. */
const amountOf = (text: string): number | null => {
  const value = parseWholeKroner(text);
  return value !== null && value < 1e9 ? value : null;
};

/** The row as shown: the typed value where there is one, else the saved one. */
export const shownRow = (row: SiteProgress, edit: SiteEdit = {}) => ({
  state: edit.state ?? row.state,
  deposit: edit.deposit ?? row.deposit.toLocaleString('da-DK'),
  withdrawn: edit.withdrawn ?? row.withdrawn.toLocaleString('da-DK'),
});

/** Whether a typed amount is not a whole amount of kr (the field says so, and nothing is saved). */
export const amountInvalid = (row: SiteProgress, edit: SiteEdit = {}) => ({
  deposit: edit.deposit !== undefined && amountOf(edit.deposit) === null,
  withdrawn: edit.withdrawn !== undefined && amountOf(edit.withdrawn) === null,
});

/**
 * The changes one 'Gem' sends, one per site that really differs from what is saved, in the list's
 * order; `invalid` names the sites whose amounts must be corrected first (then nothing is sent).
 */
export function progressChanges(rows: SiteProgress[], edits: SiteEdits) {
  const changes: { site: string; change: SiteProgressChange }[] = [];
  const invalid: string[] = [];
  for (const row of rows) {
    const edit = edits[row.site];
    if (!edit) continue;
    const wrong = amountInvalid(row, edit);
    if (wrong.deposit || wrong.withdrawn) {
      invalid.push(row.site);
      continue;
    }
    const change: SiteProgressChange = {};
    // 'had' is set by the signup only: it is never sent, nor left by hand.
    if (edit.state && edit.state !== row.state && row.state !== 'had') change.state = edit.state;
    const deposit = edit.deposit === undefined ? row.deposit : amountOf(edit.deposit)!;
    const withdrawn = edit.withdrawn === undefined ? row.withdrawn : amountOf(edit.withdrawn)!;
    if (deposit !== row.deposit) change.deposit = deposit;
    if (withdrawn !== row.withdrawn) change.withdrawn = withdrawn;
    if (Object.keys(change).length) changes.push({ site: row.site, change });
  }
  return { changes, invalid };
}
