import { BASE_PATH } from '../constants.js';
import { fillMessage, type MessageParams } from '../errors/messages.js';
import { MAIL_TEXTS, type MailTemplate } from '../mail-texts.js';
import { PUBLIC_ROUTES, TEACHER_ROUTES } from '../routes.js';

/*
 * A mail to a teacher as its notice in the portal (decision 067): the subject as the title,
 * the mail's words without the greeting and the link as the text, and the page the link opens.
 */

/** The longest notice text; a longer mail is cut at a word and ends with an ellipsis. */
export const NOTICE_TEXT_MAX = 240;

/** Mails whose link is a one-time secret: their notice links nowhere, never keeping it. */
const ONE_TIME_LINKS: readonly MailTemplate[] = ['passwordReset', 'staffInvitation'];

export interface MailNotice {
  title: string;
  text: string;
  /** The page below the base path (`/payslip/list`), or null. */
  link: string | null;
}

/**
 * The page of an absolute portal link below the base path, without its query; null if none.
 * A mail's sign-in page is the teacher home to a reader who is signed in already.
 */
export function noticePath(link: string): string | null {
  const path = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*([^?#]*)/i.exec(link)?.[1] ?? '';
  if (path !== BASE_PATH && !path.startsWith(`${BASE_PATH}/`)) return null;
  const page = path.slice(BASE_PATH.length) || '/';
  return page === PUBLIC_ROUTES.home ? TEACHER_ROUTES.booking : page;
}

function shorten(text: string): string {
  if (text.length <= NOTICE_TEXT_MAX) return text;
  const cut = text.slice(0, NOTICE_TEXT_MAX - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:]+$/, '')}…`;
}

export function mailNotice(
  template: MailTemplate,
  params: MessageParams & { link: string },
): MailNotice {
  const texts = MAIL_TEXTS[template];
  const body = texts.text
    .replace(/^Hello[^\n]*\n+/, '')
    // The link is the notice's own; "...: {link}" loses its colon with it.
    .replace(/:?\s*\{link\}/g, '.');
  const text = fillMessage(body, params).replace(/\s+/g, ' ').trim();
  return {
    title: fillMessage(texts.subject, params),
    text: shorten(text),
    link: ONE_TIME_LINKS.includes(template) ? null : noticePath(params.link),
  };
}
