import { MINUTE_MS, type CaptchaScene } from '@portal/contracts';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { CaptchaRepository } from './captcha.repository.js';
import { createProofOfWork, type ProofAccount, type ProofOfWorkOptions } from './proof-of-work.js';

/** sharp and svg-captcha load with the first captcha drawn, not with every server (decision 050). */
const captchaImage = () => import('./captcha-image.js');

/** A ticket is good for one answer within five minutes. */
export const CAPTCHA_TTL_MS = 5 * MINUTE_MS;

/** What a call carries when the server demands human verification. */
export interface CaptchaAnswer {
  ticket: string | undefined;
  answer: string | undefined;
  /** The proof-of-work widget's payload (`altcha`). */
  proof: string | undefined;
}

export function createCaptchaService(
  repository: CaptchaRepository,
  proofOptions: Omit<ProofOfWorkOptions, 'spend' | 'clock'>,
  clock: () => Date = () => new Date(),
) {
  const proofOfWork = createProofOfWork({
    ...proofOptions,
    clock,
    spend: (challengeId, scene, expiresAt) =>
      repository.spendProof(hashToken(`proof:${challengeId}`), scene, expiresAt, clock()),
  });

  return {
    /** A picture (PNG) and the ticket its answer is filed under. */
    async issue(scene: CaptchaScene): Promise<{ png: Buffer; ticket: string }> {
      const { drawCaptcha } = await captchaImage();
      const { png, text } = await drawCaptcha();
      const ticket = randomToken();
      await repository.insert({
        ticketHash: hashToken(ticket),
        scene,
        answer: text.toLowerCase(),
        expiresAt: new Date(clock().getTime() + CAPTCHA_TTL_MS),
      });
      return { png, ticket };
    },

    /** A signed proof-of-work challenge for the widget (for an account's sign-in: its level). */
    proofChallenge: (scene: CaptchaScene, account?: ProofAccount) =>
      proofOfWork.challenge(scene, account),

    /**
     * Enforces human verification once a threshold is passed: the picture's answer and a
     * solved proof of work. Nothing given answers BIZ_TEACHER_CAPTCHA_REQUIRED (the client
     * shows the field); a wrong, used or expired answer or proof answers
     * BIZ_TEACHER_CAPTCHA_ERROR. Below the thresholds this is never called, so whatever a
     * client sends in these fields is ignored there.
     */
    async require(
      scene: CaptchaScene,
      given: CaptchaAnswer,
      account?: ProofAccount,
    ): Promise<void> {
      const { ticket, answer, proof } = given;
      if (!ticket || !answer || !proof) throw new AppError('BIZ_TEACHER_CAPTCHA_REQUIRED');
      // The ticket is spent by this first look, right or wrong.
      const expected = await repository.consume(hashToken(ticket), scene, clock());
      if (!expected || expected !== answer.trim().toLowerCase())
        throw new AppError('BIZ_TEACHER_CAPTCHA_ERROR');
      if ((await proofOfWork.check(scene, proof, account)) !== 'ok')
        throw new AppError('BIZ_TEACHER_CAPTCHA_ERROR');
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
