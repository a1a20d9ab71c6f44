import {
  CLASS_ADMIN_CALLS,
  type ClassPermission,
  type ClassTypeCreateRequest,
  type ClassTypeUpdateRequest,
  type IntegrationKeyRequest,
  type OutcomeCorrectionRequest,
  type StandbyCallInRequest,
  type TeachingWindowsRequest,
} from '@portal/contracts';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import type { ClassQuery } from '../lib/class-list-params';
import { opsCall } from '../../shell/api/ops-call';

const C = CLASS_ADMIN_CALLS;
const CLASSES_KEY = ['ops', 'classes'] as const;
const SETTINGS_KEY = ['ops', 'schedule-settings'] as const;
const KEYS_KEY = ['ops', 'integration-keys'] as const;

/** One page of classes in a Beijing date range. */
export function useClasses(query: ClassQuery) {
  return useQuery(
    queryOptions({
      queryKey: [...CLASSES_KEY, 'list', query] as const,
      queryFn: ({ signal, client }) =>
        opsCall(client, () =>
          callApi(C.listClasses, { signal, query: { ...query }, ignoreSessionEnd: true }),
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

/** A teacher's classes and held times of one week. */
export function useTeacherWeek(userId: number, weekStartTime: number) {
  return useQuery({
    queryKey: [...CLASSES_KEY, 'week', userId, weekStartTime] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(C.teacherWeek, {
          signal,
          params: { userId },
          query: { weekStartTime },
          ignoreSessionEnd: true,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** A new outcome with its reason; the lists and weeks are read again. */
export function useCorrectOutcome() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, ...body }: OutcomeCorrectionRequest & { classId: number }) =>
      opsCall(queryClient, () =>
        callApi(C.correctOutcome, { params: { classId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSES_KEY }),
  });
}

/**
 * A booked class handed to a standby teacher of its time; the absent teacher's cancellation is
 * recorded at the tier of now, or as an emergency (appealable) with staff's note.
 */
export function useCallInStandby() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ classId, ...body }: StandbyCallInRequest & { classId: number }) =>
      opsCall(queryClient, () =>
        callApi(C.callInStandby, { params: { classId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CLASSES_KEY }),
  });
}

export function useTeachingWindows() {
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'windows'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () => callApi(C.listWindows, { signal, ignoreSessionEnd: true })),
  });
}

export function useReplaceWindows() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeachingWindowsRequest) =>
      opsCall(queryClient, () => callApi(C.replaceWindows, { body, ignoreSessionEnd: true })),
    onSuccess: (data) => queryClient.setQueryData([...SETTINGS_KEY, 'windows'], data),
  });
}

export function useClassTypes() {
  return useQuery({
    queryKey: [...SETTINGS_KEY, 'class-types'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () => callApi(C.listClassTypes, { signal, ignoreSessionEnd: true })),
  });
}

export type ClassTypeSave =
  | { kind: 'create'; body: ClassTypeCreateRequest }
  | { kind: 'update'; id: number; body: ClassTypeUpdateRequest };

export function useSaveClassType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (save: ClassTypeSave) =>
      opsCall(queryClient, () =>
        save.kind === 'create'
          ? callApi(C.createClassType, { body: save.body, ignoreSessionEnd: true })
          : callApi(C.updateClassType, {
              params: { id: save.id },
              body: save.body,
              ignoreSessionEnd: true,
            }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [...SETTINGS_KEY, 'class-types'] }),
  });
}

export function useClassPermissions(userId: number) {
  return useQuery({
    queryKey: ['ops', 'class-permissions', userId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(C.teacherPermissions, { signal, params: { userId }, ignoreSessionEnd: true }),
      ),
  });
}

export function useSetClassPermissions(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (permissions: ClassPermission[]) =>
      opsCall(queryClient, () =>
        callApi(C.setTeacherPermissions, {
          params: { userId },
          body: { permissions },
          ignoreSessionEnd: true,
        }),
      ),
    onSuccess: (data) => queryClient.setQueryData(['ops', 'class-permissions', userId], data),
  });
}

export function useIntegrationKeys() {
  return useQuery({
    queryKey: KEYS_KEY,
    queryFn: ({ signal, client }) =>
      opsCall(client, () => callApi(C.listIntegrationKeys, { signal, ignoreSessionEnd: true })),
  });
}

/** A new key: the answer holds the key this once, so it is never cached. */
export function useCreateIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IntegrationKeyRequest) =>
      opsCall(queryClient, () => callApi(C.createIntegrationKey, { body, ignoreSessionEnd: true })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}

export function useRevokeIntegrationKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      opsCall(queryClient, () =>
        callApi(C.revokeIntegrationKey, { params: { id }, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: KEYS_KEY }),
  });
}
