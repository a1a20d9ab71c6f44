import type { ErrorCode, MessageParams } from '@portal/contracts';

/**
 * A failure the user should hear about. Services throw it with a catalogue code; the error
 * handler turns it into the envelope with the code's status and message.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly params: MessageParams;
  readonly fields: Record<string, string> | undefined;

  constructor(
    code: ErrorCode,
    options: { params?: MessageParams; fields?: Record<string, string>; cause?: unknown } = {},
  ) {
    super(code, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.params = options.params ?? {};
    this.fields = options.fields;
  }
}
