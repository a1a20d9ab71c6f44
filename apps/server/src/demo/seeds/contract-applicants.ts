import {
  CONTRACT,
  DOCUMENT,
  DOCUMENT_TYPES,
  type ContractStatus,
  STAGE,
  STATUS,
  type BankDetails,
  type DocumentStatus,
  type DocumentType,
  type FunnelPlace,
  type StatusCode,
  TEACHER_ACCOUNT,
  type AccountState,
} from '@portal/contracts';

export type Documents = Partial<Record<DocumentType, DocumentStatus>>;
const ALL_PASSED: Documents = Object.fromEntries(
  DOCUMENT_TYPES.map((type) => [type, DOCUMENT.PASS]),
);
const REQUIRED_SENT: Documents = {
  TEACHER_CERTIFICATE: DOCUMENT.SUBMITTED,
  PASSPORT: DOCUMENT.SUBMITTED,
  EDU_CERTIFICATE: DOCUMENT.SUBMITTED,
};

export interface ContractApplicant {
  email: string;
  /** New accounts only; the accounts seed made the others. */
  name?: [string, string];
  place: FunnelPlace;
  documents: Documents;
  returned?: string;
  contract?: Exclude<ContractStatus, typeof CONTRACT.VOID>;
  /** The legal name typed at signing, when it is not the application's (issue 37). */
  signedAs?: string;
  /** Days before today the contract took effect (an expired one is over six months ago). */
  effectiveDaysAgo?: number;
  consent?: boolean;
  background?: { result: 'CLEAR' | 'ADVERSE'; reason: string };
  teacher?: { accountStatus: AccountState; reason?: string; bank?: BankDetails };
  holdReason?: string;
}

const at = (status: StatusCode): FunnelPlace => ({ stage: STAGE.CONTRACT, status });

/**
 * Someone at every place of steps 4 and 5 (decision 038), and the accounts seed's applicants
 * of those steps made whole: documents to review, one sent back, a contract to sign, one
 * signed waiting for consent or for the result, a refusal, three holds, the demo teacher with a
 * signed contract, a suspended teacher, one whose contract has expired and one who stands by.
 */
export const CONTRACT_APPLICANTS: ContractApplicant[] = [
  {
    email: 'ava.martin@portal.demo',
    place: at(STATUS.Contract),
    documents: { PASSPORT: DOCUMENT.SUBMITTED },
  },
  {
    email: 'noah.taylor@portal.demo',
    place: at(STATUS.PENDING_REVIEW),
    documents: { ...REQUIRED_SENT, PROOF_CERTIFICATE: DOCUMENT.SUBMITTED },
  },
  {
    email: 'grace.hall@portal.demo',
    name: ['Grace', 'Hall'],
    place: at(STATUS.PENDING_RESUBMIT),
    documents: {
      TEACHER_CERTIFICATE: DOCUMENT.PASS,
      PASSPORT: DOCUMENT.RESUBMIT,
      EDU_CERTIFICATE: DOCUMENT.PASS,
    },
    returned: 'The photo of the passport is cut off at the bottom: please upload the whole page.',
  },
  {
    email: 'chloe.evans@portal.demo',
    name: ['Chloe', 'Evans'],
    place: at(STATUS.PENDING_REVIEW),
    documents: ALL_PASSED,
  },
  {
    email: 'henry.young@portal.demo',
    name: ['Henry', 'Young'],
    place: at(STATUS.CONTRACT_INVITATION),
    documents: ALL_PASSED,
    contract: CONTRACT.INVITED,
  },
  {
    email: 'lucas.white@portal.demo',
    place: at(STATUS.BACKGROUND_CHECK),
    documents: ALL_PASSED,
    contract: CONTRACT.SIGNED,
    // Signed with a middle name: staff see the application's name beside it.
    signedAs: 'Lucas James White',
  },
  {
    email: 'amelia.ross@portal.demo',
    name: ['Amelia', 'Ross'],
    place: at(STATUS.BACKGROUND_CHECK),
    documents: ALL_PASSED,
    contract: CONTRACT.SIGNED,
    consent: true,
  },
  {
    email: 'jack.wright@portal.demo',
    name: ['Jack', 'Wright'],
    place: at(STATUS.CONTRACT_FAIL),
    documents: ALL_PASSED,
    contract: CONTRACT.SIGNED,
    consent: true,
    background: {
      result: 'ADVERSE',
      reason: 'The check found a record that bars work with children.',
    },
  },
  {
    email: 'mia.green@portal.demo',
    name: ['Mia', 'Green'],
    place: at(STATUS.Standby),
    documents: REQUIRED_SENT,
    holdReason: 'Asked to start after the summer; we keep her documents.',
  },
  {
    email: 'liam.adams@portal.demo',
    name: ['Liam', 'Adams'],
    place: at(STATUS.OutOfContact),
    documents: { PASSPORT: DOCUMENT.SUBMITTED },
    holdReason: 'No answer to three e-mails and two calls.',
  },
  {
    email: 'sofia.perez@portal.demo',
    name: ['Sofia', 'Perez'],
    place: at(STATUS.Waiver),
    documents: ALL_PASSED,
    holdReason: 'Took another offer and withdrew her application.',
  },
  {
    email: 'teacher@portal.demo',
    place: at(STATUS.Finish),
    documents: ALL_PASSED,
    contract: CONTRACT.SIGNED,
    // Three whole months taught under it: their classes and payslips (2026-11-payslips).
    effectiveDaysAgo: 125,
    consent: true,
    background: { result: 'CLEAR', reason: '' },
    // Profile and time zone still to do: the home page lists them; the bank details are in.
    teacher: {
      accountStatus: TEACHER_ACCOUNT.ACTIVE,
      bank: {
        method: 'ABA_BANK',
        holderFirstName: 'Demo',
        holderMiddleName: '',
        holderLastName: 'Teacher',
        bankName: 'First Demo Bank',
        routingNumber: '021000021',
        accountNumber: '000123456789',
        accountType: 'CHECKING',
      },
    },
  },
  {
    email: 'olivia.brooks@portal.demo',
    name: ['Olivia', 'Brooks'],
    place: at(STATUS.Finish),
    documents: ALL_PASSED,
    contract: CONTRACT.SIGNED,
    consent: true,
    background: { result: 'CLEAR', reason: '' },
    teacher: { accountStatus: TEACHER_ACCOUNT.DISABLED, reason: 'Three no-shows this month.' },
  },
  {
    email: 'james.carter@portal.demo',
    name: ['James', 'Carter'],
    place: at(STATUS.Finish),
    documents: ALL_PASSED,
    contract: CONTRACT.SIGNED,
    effectiveDaysAgo: 200,
    consent: true,
    background: { result: 'CLEAR', reason: '' },
    // Paid by PayPal: last month's payslip waits in FINANCE's batches (2026-11-payslips).
    teacher: {
      accountStatus: TEACHER_ACCOUNT.ACTIVE,
      bank: {
        method: 'PAYPAL',
        holderFirstName: 'James',
        holderMiddleName: '',
        holderLastName: 'Carter',
        paypalEmail: 'james.carter@portal.demo',
      },
    },
  },
  {
    // Holds standby at teacher@'s first booked time (the console's "call in standby").
    email: 'nina.patel@portal.demo',
    name: ['Nina', 'Patel'],
    place: at(STATUS.Finish),
    documents: ALL_PASSED,
    contract: CONTRACT.SIGNED,
    effectiveDaysAgo: 100,
    consent: true,
    background: { result: 'CLEAR', reason: '' },
    teacher: { accountStatus: TEACHER_ACCOUNT.ACTIVE },
  },
];
