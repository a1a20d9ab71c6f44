import {
  BEIJING_CALENDAR,
  beijingDate,
  formatMoney,
  formatOn,
  PAY_GROUP_LABELS,
  PAY_ITEM_LABELS,
  PAYMENT_METHODS,
  PAYSLIP_DOCUMENT as DOC,
  PAYSLIP_STATUS_LABELS,
  YEAR_STATEMENT_DOCUMENT as YEAR,
  type GroupSums,
  type PayLineView,
  type PaymentMethod,
  type PayslipDetail,
  type StatementMonth,
} from '@portal/contracts';
import { PDFDocument } from 'pdf-lib';
import { createPageWriter, fillText, prepareDocument } from '../contract/pdf-writer.js';

const PRODUCER = 'Teacher portal';

/** What the teacher's bank details page shows: the method, the holder and the masked account. */
export interface BankHint {
  method: PaymentMethod;
  holderName: string;
  masked: string;
}

export interface PayslipDocumentInput {
  detail: PayslipDetail;
  /** Every line of the payslip, in their order. */
  lines: readonly PayLineView[];
  teacherName: string;
  bank: BankHint | null;
  madeAt: Date;
}

async function newDocument(title: string, madeAt: Date) {
  const doc = await PDFDocument.create();
  const fonts = await prepareDocument(doc);
  doc.setTitle(title);
  doc.setProducer(PRODUCER);
  doc.setCreator(PRODUCER);
  doc.setCreationDate(madeAt);
  doc.setModificationDate(madeAt);
  return { doc, page: createPageWriter(doc, fonts) };
}

/** A line as the payslip lists it: its Beijing time, item and label, and what it corrects. */
function lineText(line: PayLineView): string {
  const when =
    line.startTime === null ? '' : formatOn(line.startTime, BEIJING_CALENDAR, 'YYYY/MM/DD HH:mm');
  const corrects = line.correctsMonth
    ? fillText(DOC.correctsMonth, { month: line.correctsMonth })
    : '';
  return [when, PAY_ITEM_LABELS[line.payItem], line.label, corrects]
    .filter((part) => part !== '')
    .join(' · ');
}

/**
 * A released payslip as a PDF (decision 066): the facts the detail screen shows (Beijing
 * dates), each group with its sum and its lines, the total, and the bank hint.
 */
export async function renderPayslip(input: PayslipDocumentInput): Promise<Uint8Array> {
  const { detail } = input;
  const title = fillText(DOC.title, { month: detail.month });
  const { doc, page } = await newDocument(title, input.madeAt);
  page.text(title, { size: 18, bold: true, after: 2 });
  page.text(DOC.subtitle, { muted: true, after: 10 });
  page.row(DOC.facts.teacher, input.teacherName);
  page.row(DOC.facts.month, detail.month);
  page.row(DOC.facts.status, PAYSLIP_STATUS_LABELS[detail.status]);
  page.row(DOC.facts.payday, beijingDate(detail.payday));
  if (detail.releasedAt !== null) page.row(DOC.facts.releasedOn, beijingDate(detail.releasedAt));
  if (detail.paidAt !== null) page.row(DOC.facts.paidOn, beijingDate(detail.paidAt));
  page.row(DOC.facts.total, formatMoney(detail.sumCents));
  page.gap(16);

  page.text(DOC.groupsHeading, { size: 13, bold: true, after: 2 });
  if (detail.customGroupList.length === 0) page.text(DOC.noLines);
  for (const group of detail.customGroupList) {
    page.gap(6);
    page.entry(PAY_GROUP_LABELS[group.customGroup], formatMoney(group.sumCents), { bold: true });
    for (const line of input.lines.filter((each) => each.customGroup === group.customGroup))
      page.entry(lineText(line), formatMoney(line.amountCents), { indent: 12 });
    if (group.customGroup === 'CORRECTION')
      page.text(DOC.correctionsNote, { size: 9, muted: true });
  }
  page.gap(6);
  page.entry(DOC.facts.total, formatMoney(detail.sumCents), { bold: true });
  page.gap(16);

  page.text(DOC.bankHeading, { size: 13, bold: true, after: 0 });
  if (input.bank) {
    page.row(DOC.bank.method, PAYMENT_METHODS[input.bank.method]);
    page.row(DOC.bank.holder, input.bank.holderName);
    page.row(DOC.bank.account, input.bank.masked);
  } else page.text(DOC.noBank);
  page.footer((number, pages) =>
    fillText(DOC.footer, { month: detail.month, page: number, pages }),
  );
  return doc.save();
}

export interface YearStatementInput {
  year: number;
  teacherName: string;
  months: readonly StatementMonth[];
  total: GroupSums;
  madeAt: Date;
}

/** A year's statement (decision 066): each month's released payslip by group, then the year. */
export async function renderYearStatement(input: YearStatementInput): Promise<Uint8Array> {
  const { year } = input;
  const title = fillText(YEAR.title, { year });
  const { doc, page } = await newDocument(title, input.madeAt);
  page.text(title, { size: 18, bold: true, after: 2 });
  page.text(YEAR.subtitle, { muted: true, after: 10 });
  page.row(YEAR.teacher, input.teacherName);
  page.gap(12);
  page.text(fillText(YEAR.note, { year }), { after: 10 });

  for (const month of input.months) {
    page.gap(6);
    page.entry(month.month, formatMoney(month.sumCents), { bold: true });
    for (const group of month.groups)
      page.entry(PAY_GROUP_LABELS[group.customGroup], formatMoney(group.sumCents), { indent: 12 });
  }
  page.gap(16);
  page.text(fillText(YEAR.yearHeading, { year }), { size: 13, bold: true, after: 2 });
  for (const group of input.total.groups)
    page.entry(PAY_GROUP_LABELS[group.customGroup], formatMoney(group.sumCents), { indent: 12 });
  page.entry(fillText(YEAR.yearTotal, { year }), formatMoney(input.total.sumCents), {
    bold: true,
  });
  page.footer((number, pages) => fillText(YEAR.footer, { year, page: number, pages }));
  return doc.save();
}
