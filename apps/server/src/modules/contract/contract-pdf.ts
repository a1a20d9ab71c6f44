import {
  CONTRACT_DOCUMENT as DOC,
  formatCents,
  SIGNATURE_PAGE as SIGNED,
  type ContractTerms,
} from '@portal/contracts';
import { PDFDocument } from 'pdf-lib';
import { createPageWriter, fillText, prepareDocument } from './pdf-writer.js';

const PRODUCER = 'Teacher portal';

export interface ContractDocumentInput {
  version: number;
  /** Dates `YYYY/MM/DD`, money in cents. */
  terms: ContractTerms;
  /** From the applicant's resume (or their e-mail when it has no name yet). */
  name: string;
  email: string;
  offeredAt: Date;
}

/**
 * The contract as offered: the parties, the terms staff set and the clauses. Made once, when
 * the offer is made; the stored bytes are what the signature's hash covers.
 */
export async function renderContract(input: ContractDocumentInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const fonts = await prepareDocument(doc);
  const { terms } = input;
  const params = {
    version: input.version,
    name: input.name,
    email: input.email,
    payPerClass: formatCents(terms.payPerClassCents),
    basicIncrease: formatCents(terms.basicIncreaseCents),
    peakCarrots: terms.peakCarrots,
    effectiveOn: terms.effectiveOn,
    expiresOn: terms.expiresOn,
  };
  doc.setTitle(DOC.title);
  doc.setSubject(fillText(DOC.subtitle, params));
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(input.offeredAt);
  doc.setModificationDate(input.offeredAt);

  const page = createPageWriter(doc, fonts);
  page.text(DOC.title, { size: 18, bold: true, after: 2 });
  page.text(fillText(DOC.subtitle, params), { muted: true, after: 14 });
  page.text(fillText(DOC.parties, params), { after: 14 });

  page.text(DOC.termsHeading, { size: 13, bold: true, after: 0 });
  page.row(DOC.terms.contractType, DOC.contractTypes[terms.contractType]);
  page.row(DOC.terms.payPerClass, params.payPerClass);
  page.row(DOC.terms.basicIncrease, params.basicIncrease);
  page.row(DOC.terms.peakCarrots, String(terms.peakCarrots));
  page.row(DOC.terms.effectiveOn, terms.effectiveOn);
  page.row(DOC.terms.expiresOn, terms.expiresOn);
  page.gap(18);

  page.text(DOC.clausesHeading, { size: 13, bold: true, after: 4 });
  for (const clause of DOC.clauses) {
    page.text(clause.heading, { bold: true, after: 0 });
    page.text(fillText(clause.text, params), { after: 10 });
  }
  page.footer((number, pages) => fillText(DOC.footer, { ...params, page: number, pages }));
  return doc.save();
}

export interface SignatureRecord {
  contractId: number;
  version: number;
  name: string;
  email: string;
  signedAt: Date;
  ip: string;
  /** Of the unsigned document's exact bytes. */
  unsignedSha256: string;
}

/** `2026-11-24 21:06:43` (UTC, to the second). */
const utcTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');

/**
 * The signed copy: the offered document with one more page that records who signed, when,
 * from where, and the SHA-256 of the offered bytes. pdf-lib writes the file anew (not an
 * incremental update), so the hash, not the bytes, ties the two together; the unsigned file
 * is kept beside it.
 */
export async function appendSignaturePage(
  unsigned: Uint8Array,
  signature: SignatureRecord,
): Promise<Uint8Array> {
  const doc = await PDFDocument.load(unsigned, { updateMetadata: false });
  const fonts = await prepareDocument(doc);
  doc.setModificationDate(signature.signedAt);
  const params = {
    contractId: signature.contractId,
    version: signature.version,
    name: signature.name,
    email: signature.email,
    time: utcTime(signature.signedAt),
    ip: signature.ip,
  };
  const page = createPageWriter(doc, fonts);
  page.text(SIGNED.title, { size: 18, bold: true, after: 8 });
  page.text(SIGNED.intro, { after: 14 });
  page.text(fillText(SIGNED.contract, params), { after: 2 });
  page.text(fillText(SIGNED.signedName, params), { bold: true, after: 2 });
  page.text(fillText(SIGNED.account, params), { after: 2 });
  page.text(fillText(SIGNED.signedAt, params), { after: 2 });
  page.text(fillText(SIGNED.ip, params), { after: 14 });
  page.text(SIGNED.hashLabel, { bold: true, after: 0 });
  page.text(signature.unsignedSha256, { size: 9.5, after: 10 });
  page.text(SIGNED.hashNote, { size: 9, muted: true });
  page.footer(() => fillText(SIGNED.contract, params));
  return doc.save();
}
