import { DataTableClasses } from 'react-admin';

/**
 * A wide table scrolls sideways inside its own box. Zero intrinsic width (as on the board), so
 * its columns never widen the page, top bar and all, on a phone.
 */
export const scrollsInItsBox = { overflowX: 'auto', width: 0, minWidth: '100%' } as const;

/** `scrollsInItsBox` for a react-admin DataTable's `sx`. */
export const dataTableScrolls = { [`& .${DataTableClasses.tableWrapper}`]: scrollsInItsBox };
