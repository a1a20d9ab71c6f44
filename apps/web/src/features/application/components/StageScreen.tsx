import { ApplicationLoader } from './ApplicationLoader';
import { StatusPanel } from './StatusPanel';

/**
 * /interview, /training, /trial and /contract until their own pages exist: the funnel shell
 * with the applicant's step, status and what happens next, so the login check's callback
 * always lands on a page.
 */
export function StageScreen() {
  return <ApplicationLoader>{(status) => <StatusPanel status={status} />}</ApplicationLoader>;
}
