import { isApplicationStage, statusGroup, type ApplicationStatus } from '@portal/contracts';
import { ApplicationLoader, StatusPanel } from '../../application/public';
import { ContractSection } from './ContractSection';
import { DocumentsSection } from './DocumentsSection';

/**
 * /contract (spec section 2): steps 4 and 5 share the route. The status group decides which
 * step the applicant is on (decision 016): the documents to collect, or the contract, the
 * background check and activation.
 */
export function ContractScreen() {
  return (
    <ApplicationLoader>
      {(status) => (
        <>
          <StatusPanel status={status} />
          <StepSection status={status} />
        </>
      )}
    </ApplicationLoader>
  );
}

function StepSection({ status }: { status: ApplicationStatus }) {
  const documents =
    isApplicationStage(status.stage) && statusGroup(status.stage, status.status) === 'DOCUMENTS';
  return documents ? <DocumentsSection status={status} /> : <ContractSection status={status} />;
}
