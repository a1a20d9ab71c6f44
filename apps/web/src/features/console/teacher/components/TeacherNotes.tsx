import { StaffNotes } from '../../common/components/StaffNotes';
import { useAddTeacherNote, useTeacherNotes } from '../api/teacher-page';

/** Staff notes on a teacher, and a new one for those who may write (noteTeachers). */
export function TeacherNotes({ userId, mayAdd }: { userId: number; mayAdd: boolean }) {
  const notes = useTeacherNotes(userId);
  const add = useAddTeacherNote(userId);
  return <StaffNotes notes={notes} add={mayAdd ? add : undefined} />;
}
