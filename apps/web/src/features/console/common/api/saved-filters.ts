import { SAVED_FILTER_CALLS, type FilteredList, type SavedFilterRequest } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/** The member's saved filters of a list (decision 069), kept on the server. */
const S = SAVED_FILTER_CALLS;
const filtersKey = (list: FilteredList) => ['ops', 'saved-filters', list] as const;

export function useSavedFilters(list: FilteredList) {
  return useQuery({
    queryKey: filtersKey(list),
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(S.listSavedFilters, { signal, query: { list }, ignoreSessionEnd: true }),
      ),
  });
}

export function useSaveFilter(list: FilteredList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavedFilterRequest) =>
      opsCall(queryClient, () => callApi(S.saveFilter, { body, ignoreSessionEnd: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filtersKey(list) }),
  });
}

export function useDeleteSavedFilter(list: FilteredList) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      opsCall(queryClient, () =>
        callApi(S.deleteSavedFilter, { params: { id }, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: filtersKey(list) }),
  });
}
