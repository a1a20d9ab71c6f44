import { z } from 'zod';
import { FIELD_MESSAGES } from './errors/messages.js';

/**
 * Control characters (Unicode `Cc`: C0, DEL and C1) have no place in what a person types, and
 * PostgreSQL refuses NUL outright (decision 021). Every text field of a request is built from
 * these two, so the rule is written once.
 */
const CONTROL = /\p{Cc}/u;
/** Tab, line feed and carriage return are how a multi-line field (a message) is written. */
const CONTROL_BUT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

/** Trimmed text on one line: no control characters at all. */
export const lineText = (params?: { error?: string }) =>
  z
    .string(params)
    .trim()
    .refine((value) => !CONTROL.test(value), FIELD_MESSAGES.controlCharacters);

/** Trimmed text that may span lines: tabs and line breaks allowed, other controls not. */
export const multiLineText = (params?: { error?: string }) =>
  z
    .string(params)
    .trim()
    .refine((value) => !CONTROL_BUT_LINE_BREAKS.test(value), FIELD_MESSAGES.controlCharacters);
