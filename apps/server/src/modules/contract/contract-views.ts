import {
  canMove,
  CONTRACT,
  CONTRACT_LIFECYCLE,
  mayMove,
  contractFileName,
  wireDateOf,
  type ApplicantContract,
  type ContractTermsView,
  type ContractVersion,
} from '@portal/contracts';
import type { ContractRow } from './contracts.repository.js';

/** The stored terms as the wire reads them: dates `YYYY/MM/DD`. */
export function termsOf(row: ContractRow): ContractTermsView {
  return {
    contractType: row.contractType,
    payPerClassCents: row.payPerClassCents,
    basicIncreaseCents: row.basicIncreaseCents,
    peakCarrots: row.peakCarrots,
    effectiveOn: wireDateOf(row.effectiveOn),
    expiresOn: wireDateOf(row.expiresOn),
  };
}

const common = (row: ContractRow) => ({
  contractId: row.id,
  version: row.version,
  status: row.status,
  terms: termsOf(row),
  offeredAt: row.createdAt.getTime(),
  signedAt: row.signedAt?.getTime() ?? null,
  signedName: row.signedName,
  fileName: contractFileName(row.version, row.status === CONTRACT.SIGNED),
});

/** The applicant's view: it may be signed while open and while they are invited to sign. */
export function applicantView(
  row: ContractRow,
  place: { stage: string; status: string },
): ApplicantContract {
  return {
    ...common(row),
    canSign: mayMove(CONTRACT_LIFECYCLE, 'sign', row.status) && canMove('signContract', place),
  };
}

export function versionView(row: ContractRow & { offeredBy: string }): ContractVersion {
  return {
    ...common(row),
    offeredBy: row.offeredBy,
    signedIp: row.signedIp,
    closedAt: row.closedAt?.getTime() ?? null,
    unsignedSha256: row.unsignedSha256,
  };
}
