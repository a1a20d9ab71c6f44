import { AppError } from '../lib/app-error.js';
import type { createIntegrationService } from '../modules/classes/integration.service.js';
import type { FixedIntegrationService } from '../modules/fixed/fixed-integration.service.js';
import type { StudentSide } from '../modules/classes/student-simulator.js';

type Integration = ReturnType<typeof createIntegrationService>;
type FixedIntegration = Pick<FixedIntegrationService, 'offers' | 'requestPlace'>;

/** The simulator's student side inside the demo server: the integration services themselves. */
export function inProcessStudentSide(
  integration: Integration,
  fixed?: FixedIntegration,
): StudentSide {
  return {
    ...(fixed ? fixedSide(fixed) : {}),
    openUnits: (range) => integration.openUnits(range),
    async book(unit, booking) {
      try {
        await integration.book({
          teacherId: unit.teacherId,
          startTime: unit.startTime,
          courseType: unit.courseType as never,
          ...booking,
          studentIds: booking.children.map((child) => child.studentId),
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

/** Fixed places (decision 041): a refused request (taken, closed meanwhile) is no failure. */
function fixedSide(fixed: FixedIntegration): Pick<StudentSide, 'fixedOffers' | 'requestFixed'> {
  return {
    fixedOffers: (range) => fixed.offers(range),
    async requestFixed(offer, studentIds) {
      try {
        await fixed.requestPlace({ periodId: offer.periodId, studentIds }, null);
        return true;
      } catch (error) {
        if (error instanceof AppError) return false;
        throw error;
      }
    },
  };
}
