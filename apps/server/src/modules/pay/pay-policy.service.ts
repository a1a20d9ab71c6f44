import {
  completePayPolicy,
  DEFAULT_PAY_POLICY,
  type PayPolicy,
  type PayPolicyView,
} from '@portal/contracts';
import type { Uow } from '../../repositories.js';
import type { PayRepositories } from './pay.repositories.js';

interface Deps {
  uow: Uow;
  pay: Pick<PayRepositories, 'policy'>;
  clock: () => Date;
}

/**
 * FINANCE's pay-policy editor (decision 042): the numbers in force beside the published
 * defaults. A change is audited with the old and the new numbers and applies from the next
 * generation on; payslips already written keep their lines.
 */
export function createPayPolicyService({ uow, pay, clock }: Deps) {
  async function view(): Promise<PayPolicyView> {
    const row = await pay.policy.find();
    return {
      policy: completePayPolicy(row?.policy ?? {}),
      defaults: { ...DEFAULT_PAY_POLICY },
      updatedAt: row?.updatedAt.getTime() ?? null,
      updatedBy: row?.updatedBy ?? null,
    };
  }

  return {
    get: view,

    async update(staffId: number, policy: PayPolicy): Promise<PayPolicyView> {
      await uow.run(async (tx) => {
        const old = completePayPolicy((await tx.pay.policy.lock())?.policy ?? {});
        // Completed: the same key order as the defaults, so old and new read side by side.
        const next = completePayPolicy(policy);
        await tx.pay.policy.save(next, staffId, clock());
        // The audit row's values are strings or numbers: each policy as its JSON.
        await tx.staffActions.record({
          staffId,
          action: 'editPayPolicy',
          detail: { old: JSON.stringify(old), new: JSON.stringify(next) },
        });
      });
      return view();
    },
  };
}
export type PayPolicyService = ReturnType<typeof createPayPolicyService>;
