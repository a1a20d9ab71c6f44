import { PAY_GROUP_LABELS, PAY_ITEM_LABELS } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import payslips from '../../../locales/en/payslips.json';

/*
 * The groups' and items' words are contracts' (decision 066: the server's PDFs say them too);
 * the locale holds them for i18next and must say exactly the same.
 */
describe("the payslips locale's group and item names", () => {
  it("are contracts' PAY_GROUP_LABELS, every group and no other", () => {
    expect(payslips.groups).toEqual(PAY_GROUP_LABELS);
  });

  it("are contracts' PAY_ITEM_LABELS, every item and no other", () => {
    expect(payslips.items).toEqual(PAY_ITEM_LABELS);
  });
});
