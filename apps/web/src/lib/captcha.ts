import {
  ACCOUNT_CALLS,
  CAPTCHA_TICKET_HEADER,
  FIELD_MESSAGES,
  MESSAGES,
  REQUEST_TIMEOUT_MS,
  captchaCode,
  type CaptchaScene,
} from '@portal/contracts';
import type { z } from 'zod';
import { catalogueMessage } from './api-client';
import { ApiError } from './api-error';
import { parseEnvelope } from './envelope';

/** A picture, not an envelope (but failures are): read by hand. */
const CAPTCHA_PATH = ACCOUNT_CALLS.captcha.path;

export interface CaptchaImage {
  /** Sent back with the answer (`token` or `ticket`, see captchaParts). */
  ticket: string;
  /** The SVG picture, shown through an object URL. */
  image: Blob;
}

/** The ticket from the captcha answer's header; blank or missing means no usable ticket. */
export function readCaptchaTicket(headers: Pick<Headers, 'get'>): string | undefined {
  const ticket = headers.get(CAPTCHA_TICKET_HEADER)?.trim();
  return ticket ? ticket : undefined;
}

/**
 * The captcha's fields in a request. Register and sign-in name them `token` and `captcha`;
 * the forgot-password call names them `ticket` and `code` (spec section 3); the proof of work
 * goes beside them as `altcha`. Nothing is sent while no captcha is shown.
 */
export function captchaParts(
  style: 'token' | 'ticket',
  ticket: string | undefined,
  answer: string | undefined,
  proof?: string,
): Record<string, string> {
  if (!ticket || !answer) return {};
  const parts: Record<string, string> =
    style === 'token' ? { token: ticket, captcha: answer } : { ticket, code: answer };
  if (proof) parts.altcha = proof;
  return parts;
}

/**
 * The form field that holds the answer. The call names the answer the same way and sends the
 * ticket beside it: `token` with `captcha`, `ticket` with `code`.
 */
export type CaptchaAnswerField = 'captcha' | 'code';

/** A form's values as the call takes them: the answer goes out only with its ticket. */
export function withCaptchaParts<T extends object, F extends CaptchaAnswerField>(
  values: T,
  answerField: F,
  ticket: string | undefined,
  proof?: string,
): Omit<T, F> & Record<string, string> {
  const { [answerField]: answer, ...rest } = values as T & Partial<Record<F, unknown>>;
  const style = answerField === 'captcha' ? 'token' : 'ticket';
  return {
    ...rest,
    ...captchaParts(style, ticket, typeof answer === 'string' ? answer : undefined, proof),
  };
}

/** What the form does with its captcha after a failed call. */
export type CaptchaReaction = 'show' | 'refresh' | 'none';

/**
 * BIZ_TEACHER_CAPTCHA_REQUIRED shows the field with a picture; any other failure while the
 * field shows needs a new picture, because the server spends a ticket on every answer.
 */
export function captchaReaction(code: string, shown: boolean): CaptchaReaction {
  if (code === 'BIZ_TEACHER_CAPTCHA_REQUIRED') return shown ? 'refresh' : 'show';
  return shown ? 'refresh' : 'none';
}

/** The contract's captcha rule, made required while the field shows ("invalid captcha."). */
export const requiredCaptchaCode = captchaCode.refine((value) => value !== undefined, {
  error: FIELD_MESSAGES.captchaInvalid,
});

/** A form's schema with the answer required, for while the field shows; the values' types stay. */
export function requireCaptchaAnswer<S extends z.ZodObject>(
  schema: S,
  answerField: CaptchaAnswerField,
): S {
  return schema.extend({ [answerField]: requiredCaptchaCode }) as unknown as S;
}

/** The picture is the body, the ticket a header; failures are envelopes. */
export async function fetchCaptcha(scene: CaptchaScene): Promise<CaptchaImage> {
  let response: Response;
  try {
    response = await fetch(`${CAPTCHA_PATH}?scene=${scene}`, {
      credentials: 'include',
      cache: 'no-store',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
  } catch (cause) {
    const code =
      cause instanceof DOMException && cause.name === 'TimeoutError' ? 'FAIL' : 'NETWORK_ERROR';
    throw new ApiError({ code, status: 0, message: catalogueMessage(code), cause });
  }
  const ticket = readCaptchaTicket(response.headers);
  if (response.ok && ticket) return { ticket, image: await response.blob() };
  const body: unknown = await response.json().catch(() => null);
  const parsed = parseEnvelope(CAPTCHA_PATH, response.status, body);
  if (!parsed.ok) throw parsed.error;
  // A 200 without a ticket: the picture cannot be answered.
  throw new ApiError({ code: 'DEFAULT', status: response.status, message: MESSAGES.systemError });
}
