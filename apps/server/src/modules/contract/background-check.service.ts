import {
  awaitsBackgroundCheck,
  canMove,
  applicantStatusLabel,
  HOLD_MOVES,
  releaseMove,
  type ApplicantContracts,
  type BackgroundDecision,
  type Hold,
  STAGE,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories } from '../../repositories.js';
import type { ContractsDeps } from './contracts.service.js';

interface Deps extends ContractsDeps {
  now: () => Date;
  loginLink: string;
  panel: (userId: number) => Promise<ApplicantContracts>;
}

const refused = () => new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');

/**
 * The background check, holds and activation (decision 038). Every decision moves the funnel
 * first, inside its unit of work: the move locks the applicant's row and is a conditional
 * update, so two members deciding at once make one decision, one row and one mail; the
 * other is told the status changed.
 */
export function createBackgroundCheckService(deps: Deps) {
  const { uow, contracts, now, loginLink, panel } = deps;

  async function partyOf(userId: number) {
    const party = await contracts.party(userId);
    if (!party) throw new AppError('NOT_FOUND');
    return { ...party, displayName: party.name || party.email };
  }

  /** CLEAR: the account is activated (Finish), the teacher row made, the welcome mailed. */
  async function activate(tx: Repositories, userId: number, staffId: number, at: Date) {
    if (!(await tx.funnel.move('activate', { userId, staffId }))) throw refused();
    if (!(await tx.contracts.decide(userId, { result: 'CLEAR', reason: '', staffId, at })))
      throw new AppError('BIZ_BACKGROUND_CONSENT_MISSING');
    // The move decided that this is the one activation; the row cannot already exist unless
    // someone wrote it by hand, and then it is kept as it is.
    await tx.contracts.insertTeacher(userId, staffId, at);
    const party = await tx.contracts.party(userId);
    if (!party) throw new AppError('NOT_FOUND');
    await tx.mail.send(party.email, 'accountActivated', {
      link: loginLink,
      name: party.name || party.email,
      referralCode: party.referralCode,
    });
  }

  /** ADVERSE: the application ends at "Background check failed"; the reason is kept and mailed. */
  async function fail(tx: Repositories, userId: number, staffId: number, reason: string, at: Date) {
    if (!(await tx.funnel.move('failBackgroundCheck', { userId, staffId, reason })))
      throw refused();
    if (!(await tx.contracts.decide(userId, { result: 'ADVERSE', reason, staffId, at })))
      throw new AppError('BIZ_BACKGROUND_CONSENT_MISSING');
    const party = await tx.contracts.party(userId);
    if (!party) throw new AppError('NOT_FOUND');
    await tx.mail.send(party.email, 'backgroundCheckFailed', {
      link: loginLink,
      name: party.name || party.email,
      reason,
    });
  }

  return {
    /**
     * The applicant's consent to the check, recorded once, from the contract invitation on
     * (the check itself waits for the signature).
     */
    async recordConsent(userId: number, staffId: number) {
      const party = await partyOf(userId);
      if (!canMove('signContract', party) && !awaitsBackgroundCheck(party)) throw refused();
      await uow.run(async (tx) => {
        if (await tx.contracts.recordConsent(userId, staffId, now()))
          await tx.staffActions.record({ staffId, action: 'recordBackgroundConsent', userId });
      });
      return panel(userId);
    },

    async decideBackground(userId: number, staffId: number, decision: BackgroundDecision) {
      const party = await partyOf(userId);
      if (!awaitsBackgroundCheck(party)) throw refused();
      if (!(await contracts.backgroundCheck(userId))?.consentAt)
        throw new AppError('BIZ_BACKGROUND_CONSENT_MISSING');
      const at = now();
      await uow.run((tx) =>
        decision.result === 'CLEAR'
          ? activate(tx, userId, staffId, at)
          : fail(tx, userId, staffId, decision.reason ?? '', at),
      );
      return panel(userId);
    },

    /** Standby, out of contact or waiver, from any step-4/5 place before the result; mailed. */
    async hold(userId: number, staffId: number, hold: Hold) {
      const party = await partyOf(userId);
      await uow.run(async (tx) => {
        const moved = await tx.funnel.move(HOLD_MOVES[hold.status], {
          userId,
          staffId,
          reason: hold.reason,
        });
        if (!moved) throw refused();
        await tx.mail.send(party.email, 'applicationOnHold', {
          link: loginLink,
          name: party.displayName,
          status: applicantStatusLabel(STAGE.CONTRACT, hold.status),
          reason: hold.reason,
        });
      });
      return panel(userId);
    },

    /**
     * Back from a hold to where the documents put the applicant (contracts `documentsPlace`).
     * An offer made before the hold is not reopened: staff offer again from "Documents
     * reviewing", which replaces an unsigned one.
     */
    async release(userId: number, staffId: number) {
      await partyOf(userId);
      await uow.run(async (tx) => {
        const move = releaseMove(await tx.contracts.documentStatuses(userId));
        if (!(await tx.funnel.move(move, { userId, staffId }))) throw refused();
      });
      return panel(userId);
    },
  };
}
