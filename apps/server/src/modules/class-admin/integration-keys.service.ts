import type { CreatedIntegrationKey, IntegrationKeyView, OperateScope } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Uow } from '../../repositories.js';
import { newServiceKey } from '../classes/service-keys.js';
import type { ClassAdminRepositories } from './class-admin.repositories.js';

interface Deps {
  uow: Uow;
  repositories: Pick<ClassAdminRepositories, 'integrationKeys'>;
  clock?: () => Date;
}

/** The student side's service keys (ADMIN): the key is answered once, only its hash is kept. */
export function createIntegrationKeysService({
  uow,
  repositories,
  clock = () => new Date(),
}: Deps) {
  const { integrationKeys } = repositories;

  async function found(id: number): Promise<IntegrationKeyView> {
    const key = await integrationKeys.find(id);
    if (!key) throw new AppError('NOT_FOUND');
    return key;
  }

  return {
    list: () => integrationKeys.list(),

    async create(
      staffId: number,
      request: { name: string; scope: OperateScope },
    ): Promise<CreatedIntegrationKey> {
      const { key, hash, prefix } = newServiceKey();
      const id = await uow.run(async (tx) => {
        const keyId = await tx.classAdmin.integrationKeys.create({
          name: request.name,
          role: 'STUDENT_OPERATOR',
          scope: request.scope,
          keyHash: hash,
          keyPrefix: prefix,
          createdBy: staffId,
        });
        await tx.staffActions.record({
          staffId,
          action: 'createIntegrationKey',
          detail: { keyId, name: request.name, scope: request.scope, prefix },
        });
        return keyId;
      });
      return { ...(await found(id)), key };
    },

    async revoke(staffId: number, id: number): Promise<IntegrationKeyView> {
      await uow.run(async (tx) => {
        const key = await tx.classAdmin.integrationKeys.find(id);
        if (!key) throw new AppError('NOT_FOUND');
        if (!(await tx.classAdmin.integrationKeys.revoke(id, clock())))
          throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await tx.staffActions.record({
          staffId,
          action: 'revokeIntegrationKey',
          detail: { keyId: id, name: key.name, prefix: key.prefix },
        });
      });
      return found(id);
    },
  };
}
export type IntegrationKeysService = ReturnType<typeof createIntegrationKeysService>;
