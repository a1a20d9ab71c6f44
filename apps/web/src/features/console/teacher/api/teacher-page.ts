import {
  CLASS_ADMIN_CALLS,
  PAY_ADMIN_CALLS,
  TEACHER_ADMIN_CALLS,
  type TeacherNoteRequest,
} from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../../lib/api-client';
import { opsCall } from '../../shell/api/ops-call';

/*
 * One teacher's page (decision 063): each part its own read, each asked only by a member whose
 * role may read it (`enabled`), so a part the role may not see costs no refused call.
 */
const T = TEACHER_ADMIN_CALLS;
const pageKey = (userId: number) => ['ops', 'teachers', 'page', userId] as const;

export function useOpsTeacher(userId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...pageKey(userId), 'detail'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(T.getOpsTeacher, { signal, params: { userId }, ignoreSessionEnd: true }),
      ),
    enabled,
  });
}

export function useTeacherNotes(userId: number) {
  return useQuery({
    queryKey: [...pageKey(userId), 'notes'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(T.listTeacherNotes, { signal, params: { userId }, ignoreSessionEnd: true }),
      ),
  });
}

/** Adds a note; the notes and the activity (which now holds it) are read again. */
export function useAddTeacherNote(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TeacherNoteRequest) =>
      opsCall(queryClient, () =>
        callApi(T.addTeacherNote, { params: { userId }, body, ignoreSessionEnd: true }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pageKey(userId) }),
  });
}

export function useTeacherActivity(userId: number) {
  return useQuery({
    queryKey: [...pageKey(userId), 'activity'] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(T.getTeacherActivity, { signal, params: { userId }, ignoreSessionEnd: true }),
      ),
  });
}

/** The next and last classes (OPERATIONS). */
export function useTeacherClasses(userId: number) {
  return useQuery({
    queryKey: ['ops', 'classes', 'teacher', userId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(CLASS_ADMIN_CALLS.teacherClasses, {
          signal,
          params: { userId },
          ignoreSessionEnd: true,
        }),
      ),
  });
}

/** Every payslip of the teacher's, newest first (FINANCE). */
export function useTeacherPayslips(userId: number) {
  return useQuery({
    queryKey: ['ops', 'pay', 'teacher', userId] as const,
    queryFn: ({ signal, client }) =>
      opsCall(client, () =>
        callApi(PAY_ADMIN_CALLS.listTeacherPayslips, {
          signal,
          params: { userId },
          ignoreSessionEnd: true,
        }),
      ),
  });
}
