import { MESSAGES, SESSION_ENDING_CODES, fillMessage, type MessageParams } from '@portal/contracts';

export interface ApiErrorInit {
  code: string;
  message: string;
  /** HTTP status; 0 when no answer arrived (network failure, time-out). */
  status: number;
  /** Field name (dotted for nested fields) to its message, for forms. */
  fields?: Record<string, string>;
  /** The id to quote to support (SERVER_ERR). */
  requestId?: string;
  cause?: unknown;
}

/** A failed call: the envelope's code plus the sentence to show the user. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: string;
  readonly status: number;
  readonly fields?: Record<string, string>;
  readonly requestId?: string;

  constructor({ code, message, status, fields, requestId, cause }: ApiErrorInit) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.status = status;
    if (fields) this.fields = fields;
    if (requestId) this.requestId = requestId;
  }

  /** The server no longer knows this session (spec section 7): the app signs the user out. */
  get endsSession(): boolean {
    return (SESSION_ENDING_CODES as readonly string[]).includes(this.code);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The sentence to show for any failure: an ApiError's message, a plain string as given,
 * anything else (a bug, a rejected promise) the generic system error.
 */
export function errorMessage(reason: unknown, params: MessageParams = {}): string {
  if (isApiError(reason)) return reason.message;
  if (typeof reason === 'string' && reason.trim() !== '') return reason;
  return fillMessage(MESSAGES.systemError, params);
}
