import { ApplicationLoader } from './ApplicationLoader';
import { StatusPanel } from './StatusPanel';

/**
 * /contract until its own page exists: the funnel shell with the applicant's step, status and
 * what happens next, so the login check's callback always lands on a page.
 */
export function StageScreen() {
  return <ApplicationLoader>{(status) => <StatusPanel status={status} />}</ApplicationLoader>;
}
