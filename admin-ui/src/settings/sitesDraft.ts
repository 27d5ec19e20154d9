import { wholeKrWithin } from '../common/wholeKr';
import type { Site } from '../providers/types';
import { type OfferDraft, toOffer } from './offerDraft';

/** One site of the sites dialog, as typed. */
export interface SiteDraft {
  key: number;
  name: string;
  /** Whole kr as the panel writes amounts ('1.500'); empty for the stake table's default. */
  stake: string;
  /** The welcome offer being edited; null for none. */
  offer: OfferDraft | null;
  /** 'Samme odds som': the row (by key, so a renamed site stays chosen) whose odds this takes. */
  oddsFrom: number | null;
  /** The Odds API's bookmaker key, as typed. */
  feedKey: string;
}

const stakeOf = (row: SiteDraft) => wholeKrWithin(row.stake, 1);

/** A stake typed that is not a whole amount of kr from 1 ('12,5'): the field says so. */
export const stakeInvalid = (row: SiteDraft) => row.stake.trim() !== '' && stakeOf(row) === null;

/** The sites to save, named rows only; a stake left empty (or not yet readable) is not sent. */
export function toSites(rows: SiteDraft[]): Site[] {
  const nameOf = new Map(rows.map((row) => [row.key, row.name.trim()]));
  return rows
    .filter((row) => row.name.trim())
    .map((row) => {
      const stake = stakeOf(row);
      return {
        name: row.name.trim(),
        ...(stake !== null ? { stake } : {}),
        offer: row.offer ? toOffer(row.offer) : null,
        oddsFrom: (row.oddsFrom !== null && nameOf.get(row.oddsFrom)) || null,
        feedKey: row.feedKey.trim() || null,
      };
    });
}
