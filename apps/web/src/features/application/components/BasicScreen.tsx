import { isResumeEditable } from '@portal/contracts';
import { ApplicationLoader } from './ApplicationLoader';
import { ResumeSection } from './ResumeSection';
import { StatusPanel } from './StatusPanel';

/**
 * /basic: the application form while it may be edited (status Init or Apply), otherwise
 * where the application stands (a recruiter has decided).
 */
export function BasicScreen() {
  return (
    <ApplicationLoader>
      {(status) =>
        isResumeEditable(status.stage, status.status) ? (
          <ResumeSection status={status} />
        ) : (
          <StatusPanel status={status} />
        )
      }
    </ApplicationLoader>
  );
}
