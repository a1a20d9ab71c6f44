import type { MaintenanceRepository } from './maintenance.repository.js';
import { SESSION_IDLE_MS } from '../auth/session.service.js';
import type { FileSweeper } from '../storage/file-sweeper.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes what no rule reads any more: expired sessions and captcha tickets, security events
 * older than the longest window (one hour; a day is kept for investigations), and links a
 * week past their expiry; then the file sweeper. Runs at start and every hour.
 */
export function createMaintenance(
  repository: MaintenanceRepository,
  files: FileSweeper,
  clock: () => Date = () => new Date(),
) {
  return {
    async run(): Promise<void> {
      const now = clock();
      const ago = (ms: number) => new Date(now.getTime() - ms);
      await repository.deleteSessions(now, ago(SESSION_IDLE_MS));
      await repository.deleteCaptchaChallenges(now);
      await repository.deleteSecurityEvents(ago(DAY_MS));
      await repository.deleteOneTimeTokens(ago(7 * DAY_MS));
      await files.run();
    },
  };
}
