import { atom } from 'jotai';
import type { TableFilterState } from '@shared/planner/table-filters.ts';
import type { TableSort } from '@shared/planner/table-sort.ts';

/** Table sort and filters, per project: another project starts from its defaults. */
export const tableSortAtom = atom<{ projectId: number; sort: TableSort } | null>(null);
export const tableFiltersAtom = atom<{ projectId: number; filters: TableFilterState } | null>(null);
/** The table's search text. */
export const tableSearchAtom = atom('');
export const filterPanelOpenAtom = atom(false);
