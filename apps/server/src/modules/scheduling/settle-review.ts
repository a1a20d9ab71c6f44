import {
  FUNNEL_TRANSITIONS,
  applicantStatusLabel,
  type FunnelTransition,
  type MailTemplate,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { Repositories, Uow } from '../../repositories.js';

/** What a member records: a live session's attendance or result, a recording's review. */
export interface Review {
  applicant: { userId: number; email: string; name: string };
  staffId: number;
  transition: FunnelTransition;
  template: MailTemplate;
  /** Its name in the mail ("Live Interview", "Recorded Demo"). */
  session: string;
  /** The record's own writes; false when they found it changed (a stale action). */
  write: (tx: Repositories) => Promise<boolean>;
}

/**
 * The record, the funnel's move and the applicant's mail: all of them or none (decisions 035
 * and 036). No reason on the move: the applicant's status shows a move's reason (a resume's
 * rejection), and a result's feedback is read beside its scores instead.
 */
export async function settleReview(uow: Uow, publicUrl: string, review: Review): Promise<void> {
  await uow.run(async (tx) => {
    if (!(await review.write(tx))) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
    const moved = await tx.funnel.move(review.transition, {
      userId: review.applicant.userId,
      staffId: review.staffId,
    });
    if (!moved) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
    await tx.mail.send(review.applicant.email, review.template, {
      link: `${publicUrl}/v2/home?type=login`,
      name: review.applicant.name || review.applicant.email,
      session: review.session,
      status: applicantStatusLabel(
        FUNNEL_TRANSITIONS[review.transition].to.stage,
        FUNNEL_TRANSITIONS[review.transition].to.status,
      ),
    });
  });
}
