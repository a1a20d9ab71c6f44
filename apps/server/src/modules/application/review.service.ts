import {
  DEFAULT_APPLICANT_PAGE_SIZE,
  FUNNEL_TRANSITIONS,
  applicantStatusLabel,
  type FunnelTransition,
  type MailTemplate,
  type ApplicantDetail,
  type ApplicantListFilter,
  type ApplicantRecording,
  type ResumeDecision,
} from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import type { FileLinks } from '../storage/file-links.js';
import type { Uow } from '../../repositories.js';
import type { ResumeRepository } from './resume.repository.js';
import { toFileLinks } from './resume-files.js';
import type { ReviewRepository } from './review.repository.js';
import type { UploadsRepository } from './uploads.repository.js';

/** The move each decision makes (contracts' funnel table), and the mail that tells of it. */
const DECISIONS = {
  PASS: { transition: 'passResume', template: 'resumePassed' },
  REJECT: { transition: 'rejectResume', template: 'resumeRejected' },
  STANDBY: { transition: 'standbyResume', template: 'resumeRejected' },
} as const satisfies Record<
  ResumeDecision['decision'],
  { transition: FunnelTransition; template: MailTemplate }
>;

interface Deps {
  uow: Uow;
  review: ReviewRepository;
  resumes: ResumeRepository;
  uploads: UploadsRepository;
  links: FileLinks;
  publicUrl: string;
  /** The applicant's recorded demos (recorded-demos.service.ts). */
  recordingsOf: (userId: number) => Promise<ApplicantRecording[]>;
}

export function createReviewService({
  uow,
  review,
  resumes,
  uploads,
  links,
  publicUrl,
  recordingsOf,
}: Deps) {
  return {
    /** A page of the list; a queue (`waitingOnMe`) is the asking member's. */
    list(q: ApplicantListFilter, staffId: number) {
      return review.list({
        queue: q.queue,
        staffId: q.queue ? staffId : undefined,
        search: q.search,
        stage: q.stage,
        status: q.status,
        sort: q.sort,
        after: q.after,
        pageIndex: q.pageIndex ?? 1,
        pageSize: q.pageSize ?? DEFAULT_APPLICANT_PAGE_SIZE,
      });
    },

    async detail(userId: number): Promise<ApplicantDetail> {
      const applicant = await review.find(userId);
      if (!applicant) throw new AppError('NOT_FOUND');
      const saved = await resumes.find(userId);
      const fields = saved?.fields ?? {};
      const files = await toFileLinks(uploads, links, fields);
      const resume = { ...fields, ...files.links, ...files.names };
      const [demos, recordings, history] = await Promise.all([
        review.demos(userId),
        recordingsOf(userId),
        review.history(userId),
      ]);
      return { applicant, resume, files: files.files, demos, recordings, history };
    },

    /**
     * Passes or rejects a submitted resume. Only a submitted, undecided resume can be decided;
     * two recruiters at once: one wins, the other is told the status changed.
     */
    async decide(userId: number, staffId: number, body: ResumeDecision) {
      const target = DECISIONS[body.decision];
      // The move, the manager and the mail: all of them or none (a failed enqueue leaves
      // the resume undecided, to be decided again).
      await uow.run(async (tx) => {
        const moved = await tx.funnel.move(target.transition, {
          userId,
          staffId,
          ...(body.reason ? { reason: body.reason } : {}),
        });
        if (!moved) throw new AppError('BIZ_STATUS_TYPE_NOT_MATCHING');
        await tx.review.assignSuccessManager(userId, staffId);
        const applicant = await tx.review.find(userId);
        if (!applicant) throw new AppError('NOT_FOUND');
        await tx.mail.send(applicant.email, target.template, {
          link: `${publicUrl}/v2/home?type=login`,
          name: applicant.name || applicant.email,
          status: applicantStatusLabel(
            FUNNEL_TRANSITIONS[target.transition].to.stage,
            FUNNEL_TRANSITIONS[target.transition].to.status,
          ),
          reason: body.reason ?? '',
        });
      });
      return this.detail(userId);
    },
  };
}
export type ReviewService = ReturnType<typeof createReviewService>;
