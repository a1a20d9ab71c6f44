import { AppError } from '../../lib/app-error.js';
import type { createIntegrationService } from './integration.service.js';
import type { StudentSide } from './student-simulator.js';

type Integration = ReturnType<typeof createIntegrationService>;

/** The simulator's student side inside the demo server: the integration service itself. */
export function inProcessStudentSide(integration: Integration): StudentSide {
  return {
    openUnits: (range) => integration.openUnits(range),
    async book(unit, studentIds) {
      try {
        await integration.book({
          teacherId: unit.teacherId,
          startTime: unit.startTime,
          courseType: unit.courseType as never,
          studentIds,
        });
        return true;
      } catch (error) {
        // Someone else took the seats first: the next round tries again.
        if (error instanceof AppError) return false;
        throw error;
      }
    },
    async demand(courseType, startTime, students) {
      await integration.demand({ courseType, startTime, students });
    },
  };
}
