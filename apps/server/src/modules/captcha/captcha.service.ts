import { CAPTCHA_LENGTH, type CaptchaScene } from '@portal/contracts';
import svgCaptcha from 'svg-captcha';
import { AppError } from '../../lib/app-error.js';
import { hashToken, randomToken } from '../../lib/tokens.js';
import type { CaptchaRepository } from './captcha.repository.js';

/** A ticket is good for one answer within five minutes. */
export const CAPTCHA_TTL_MS = 5 * 60 * 1000;

export function createCaptchaService(
  repository: CaptchaRepository,
  clock: () => Date = () => new Date(),
) {
  return {
    async issue(scene: CaptchaScene): Promise<{ svg: string; ticket: string }> {
      const captcha = svgCaptcha.create({
        size: CAPTCHA_LENGTH,
        noise: 2,
        // Characters people confuse are left out.
        ignoreChars: '0oO1iIlL',
        width: 120,
        height: 44,
      });
      const ticket = randomToken();
      await repository.insert({
        ticketHash: hashToken(ticket),
        scene,
        answer: captcha.text.toLowerCase(),
        expiresAt: new Date(clock().getTime() + CAPTCHA_TTL_MS),
      });
      return { svg: captcha.data, ticket };
    },

    /**
     * Enforces a solved captcha: none given answers BIZ_TEACHER_CAPTCHA_REQUIRED (the client
     * shows the field); a wrong, used or expired one answers BIZ_TEACHER_CAPTCHA_ERROR.
     */
    async require(
      scene: CaptchaScene,
      ticket: string | undefined,
      answer: string | undefined,
    ): Promise<void> {
      if (!ticket || !answer) throw new AppError('BIZ_TEACHER_CAPTCHA_REQUIRED');
      const expected = await repository.consume(hashToken(ticket), scene, clock());
      if (!expected || expected !== answer.trim().toLowerCase())
        throw new AppError('BIZ_TEACHER_CAPTCHA_ERROR');
    },
  };
}
export type CaptchaService = ReturnType<typeof createCaptchaService>;
