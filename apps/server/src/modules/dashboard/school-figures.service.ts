import {
  figuresPeriod,
  fillPercent,
  PAYSLIP_STATUSES,
  type SchoolFigures,
} from '@portal/contracts';
import type { SchoolFiguresRepository } from './school-figures.repository.js';

/**
 * The admin's figures of the school (decision 069): active teachers, this Beijing week's
 * classes and how full they are, and the current pay month's payslips by status (every
 * status, a zero where none).
 */
export function createSchoolFiguresService(
  figures: SchoolFiguresRepository,
  clock = () => new Date(),
) {
  return {
    async read(): Promise<SchoolFigures> {
      const { week, month } = figuresPeriod(clock().getTime());
      const [activeTeachers, classes, payslips] = await Promise.all([
        figures.activeTeachers(),
        figures.week(week),
        figures.payslipsByStatus(month.start),
      ]);
      return {
        activeTeachers,
        week: {
          startTime: week.start,
          ...classes,
          fillPercent: fillPercent(classes.children, classes.places),
        },
        payMonth: {
          monthStartTime: month.start,
          byStatus: PAYSLIP_STATUSES.map((status) => ({
            status,
            payslips: payslips.find((row) => row.status === status)?.payslips ?? 0,
          })),
        },
      };
    },
  };
}
export type SchoolFiguresService = ReturnType<typeof createSchoolFiguresService>;
