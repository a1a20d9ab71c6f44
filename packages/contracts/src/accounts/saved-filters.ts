import { z } from 'zod';
import { defineCall } from '../calls/define-call.js';
import { FIELD_MESSAGES } from '../errors/messages.js';
import { lineText } from '../plain-text.js';
import { wireInt } from '../wire.js';

/**
 * A member's saved filters (decision 069): a list's filter under a name, kept on the server
 * per member so it follows them to any device. The filter is the list's address query (the
 * same text a shared link carries); applying one reads it as the list reads its address, so a
 * filter saved before a list changed falls back to that list's defaults where it no longer fits.
 */
export const FILTERED_LISTS = ['applicants', 'teachers'] as const;
export type FilteredList = (typeof FILTERED_LISTS)[number];

export const SAVED_FILTER_NAME_MAX = 60;
export const SAVED_FILTER_QUERY_MAX = 500;
/** How many filters a member keeps per list. */
export const SAVED_FILTERS_PER_LIST = 20;

export const savedFilterListQuery = z.object({ list: z.enum(FILTERED_LISTS) });

export const savedFilterRequest = z.object({
  list: z.enum(FILTERED_LISTS),
  name: lineText({ error: FIELD_MESSAGES.required })
    .min(1, FIELD_MESSAGES.required)
    .max(SAVED_FILTER_NAME_MAX, FIELD_MESSAGES.invalid),
  query: lineText().max(SAVED_FILTER_QUERY_MAX, FIELD_MESSAGES.invalid),
});
export type SavedFilterRequest = z.input<typeof savedFilterRequest>;

export const savedFilter = z.object({
  id: z.number().int(),
  name: z.string(),
  query: z.string(),
});
export type SavedFilter = z.infer<typeof savedFilter>;
export const savedFilters = z.object({ filters: z.array(savedFilter) });

export const savedFilterIdParams = z.object({ id: wireInt.pipe(z.number().int().positive()) });

/** A member's own filters: any member may keep them (the lists check who may read them). */
export const SAVED_FILTER_CALLS = {
  listSavedFilters: defineCall({
    method: 'GET',
    path: '/ops/saved-filters',
    operationId: 'listSavedFilters',
    summary: "The member's saved filters of a list, by name",
    action: 'ownAccount',
    query: savedFilterListQuery,
    payload: savedFilters,
  }),
  saveFilter: defineCall({
    method: 'PUT',
    path: '/ops/saved-filters',
    operationId: 'saveFilter',
    summary: 'Saves a filter under a name (the same name replaces it)',
    action: 'ownAccount',
    body: savedFilterRequest,
    payload: savedFilter,
  }),
  deleteSavedFilter: defineCall({
    method: 'DELETE',
    path: '/ops/saved-filters/:id',
    operationId: 'deleteSavedFilter',
    summary: "Removes one of the member's saved filters",
    action: 'ownAccount',
    params: savedFilterIdParams,
    payload: z.null(),
  }),
};
