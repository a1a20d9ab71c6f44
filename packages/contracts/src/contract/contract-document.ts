/*
 * The words of the contract's PDF (decision 038): the server lays them out, these say them.
 * `{placeholders}` are filled with `fillMessage`. Plain English, short clauses; the numbers
 * come from the terms staff set, the rest from business-facts.md (25 + 5 minute classes,
 * monthly pay, independent contractors, notice for breaks).
 */

export const CONTRACT_DOCUMENT = {
  title: 'Independent Contractor Agreement',
  subtitle: 'Online English teaching: version {version}',
  parties:
    'This agreement is made between the School (the operator of this teacher portal) and ' +
    '{name} (account e-mail {email}), "the Teacher".',
  termsHeading: 'The terms',
  terms: {
    contractType: 'Contract type',
    payPerClass: 'Pay per class',
    basicIncrease: 'Basic increase per class',
    peakCarrots: 'Carrots per peak-time class',
    effectiveOn: 'Effective from',
    expiresOn: 'Expires on',
  },
  contractTypes: {
    STANDARD: 'Standard (main position)',
    SECONDARY_POSITION: 'Secondary position',
  },
  clausesHeading: 'The clauses',
  clauses: [
    {
      heading: '1. Independent contractor',
      text:
        'The Teacher works as an independent contractor, not as an employee. The Teacher is ' +
        'responsible for their own taxes, equipment, internet connection and insurance, and ' +
        'chooses the class times they open.',
    },
    {
      heading: '2. Classes',
      text:
        'A class is 25 minutes of live teaching followed by 5 minutes to write the ' +
        "students' evaluations. A class is paid when it was taught as scheduled and its " +
        'evaluation was submitted.',
    },
    {
      heading: '3. Pay',
      text:
        'The School pays {payPerClass} per class, which already includes the basic increase ' +
        'of {basicIncrease} per class over the contract this one renews: nothing is added on ' +
        "top. A renewal's pay is set when it is offered, with the raise of the Teacher's " +
        'grade at that time. Each class taught in a ' +
        'peak-time slot also earns {peakCarrots} carrot(s) for the carrot shop. Incentives ' +
        'published in the teacher area are paid on top.',
    },
    {
      heading: '4. Payment',
      text:
        'Pay is calculated monthly and sent on the 10th working day of the following month, by ' +
        'bank transfer or PayPal, to the details the Teacher keeps in their profile. The School ' +
        "pays the sending bank's fee; the Teacher pays the receiving bank's fee.",
    },
    {
      heading: '5. Cancellations and breaks',
      text:
        'Cancelled classes and no-shows are handled by the cancellation policy published in ' +
        'the teacher area (Booking, Cancellation) as in force when the class is cancelled. A ' +
        "break during the contract needs 14 business days' notice.",
    },
    {
      heading: '6. Confidentiality',
      text:
        "The Teacher keeps students' names, recordings, contact details and the School's " +
        "teaching materials confidential, uses them only to teach the School's classes, and " +
        "never records or shares a class outside the School's platform.",
    },
    {
      heading: '7. Term',
      text:
        'This agreement runs from {effectiveOn} to {expiresOn}. It may be renewed with new ' +
        "terms before it expires. Either party may end it with 14 business days' written notice; " +
        'classes already booked in that time are taught or handed over as the School directs.',
    },
    {
      heading: '8. Signature',
      text:
        'The Teacher signs electronically by typing their legal name and agreeing in the ' +
        'teacher portal. The signature page added to this document records the signature.',
    },
  ],
  footer: 'Version {version}. Page {page} of {pages}.',
} as const;

/** The page the server appends when the applicant signs (decision 038). */
export const SIGNATURE_PAGE = {
  title: 'Electronic signature',
  intro:
    'This page records the electronic signature of the agreement on the pages before it and ' +
    'is part of it. The signer typed their legal name and ticked "I agree" in the teacher portal.',
  contract: 'Contract {contractId}, version {version}',
  signedName: 'Signed by (legal name): {name}',
  account: 'Account e-mail: {email}',
  signedAt: 'Signed at: {time} UTC',
  ip: 'From IP address: {ip}',
  hashLabel: 'SHA-256 of the unsigned document:',
  hashNote:
    'The School keeps the unsigned document. Its SHA-256 digest, computed over its exact ' +
    'bytes, must equal the value above.',
} as const;
