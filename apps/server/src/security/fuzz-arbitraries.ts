import fc from 'fast-check';
import { gradientPng } from '../lib/gradient-picture.js';
import { multipart } from '../test/multipart.js';
import type { DocumentedRoute } from './openapi-routes.js';

/**
 * The awkward values of the security suite's generated input and of `npm run fuzz`
 * (decision 045): both draw from here, so a value that found a bug once keeps being tried.
 */

/** NUL (half the time: PostgreSQL refuses it in text) and the other control characters. */
export const controlCharacter = fc.oneof(
  fc.constant('\u0000'),
  fc.oneof(
    fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)),
    fc.constantFrom('\u007f', '\u0085', '\u009b'),
  ),
);

/** Values that pass most field rules, so a control character inside reaches the database. */
export const plausibleText = fc.constantFrom(
  'teacher@example.com',
  'Secret-1',
  'Alice',
  '1',
  '/v2/home',
  'https://example.com/a',
  'ON',
  'TEACHER_RECRUIT',
  'PHOTO',
  'a reason to write down',
);

/** A plausible value with a control character somewhere inside (or at either end). */
export const withControlCharacter = fc
  .tuple(plausibleText, controlCharacter, fc.nat())
  .map(([text, control, at]) => {
    const index = at % (text.length + 1);
    return `${text.slice(0, index)}${control}${text.slice(index)}`;
  });

/** Awkward strings: unicode, control characters, huge ones. */
export const awkwardString = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  withControlCharacter,
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);

/** Values of every awkward kind: wrong types, huge strings, unicode, nulls, nesting. */
export const awkwardValue = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer(),
  fc.double(),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '1e309',
    'NaN',
    'true',
    '__proto__',
    '../../etc/passwd',
    '<script>x</script>',
  ),
  awkwardString,
  fc.array(fc.integer(), { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/**
 * A body with every field of the route: listed choices where the document has them, else
 * plausible text, sometimes with a control character inside. Most fields then pass, so a bad
 * one reaches the service and the database.
 */
export function plausibleBodyFor(route: DocumentedRoute) {
  return fc.record(
    Object.fromEntries(
      route.bodyProperties.map((name) => {
        const choices = route.bodyChoices[name];
        const text = fc.oneof(plausibleText, withControlCharacter);
        return [name, choices?.length ? fc.oneof(fc.constantFrom(...choices), text) : text];
      }),
    ),
  );
}

/** A body that uses the route's own field names (and some extra ones) with awkward values. */
export function bodyFor(route: DocumentedRoute) {
  const names = [...route.bodyProperties, 'extra', 'constructor'];
  return fc.oneof(
    fc.dictionary(fc.constantFrom(...names), awkwardValue, { maxKeys: names.length }),
    plausibleBodyFor(route),
    awkwardValue,
  );
}

export function queryFor(route: DocumentedRoute) {
  const names = [...route.queryProperties, 'extra'];
  return fc.dictionary(
    fc.constantFrom(...names),
    fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: 'grapheme', maxLength: 30 }),
      fc.string({ unit: 'binary', maxLength: 30 }),
      withControlCharacter,
      fc.string({ minLength: 3_000, maxLength: 6_000 }),
    ),
    { maxKeys: names.length },
  );
}

const png = await gradientPng(4, 4, [0, 0, 0], [255, 255, 255]);
export const fileBytes = fc.oneof(
  fc.constant(png),
  fc.constant(Buffer.from('%PDF-1.4\n%\u00e2\u00e3\n', 'latin1')),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
);

/**
 * A multipart body with the route's own fields and files, awkward values and file names, and
 * sometimes cut short, as a dropped connection leaves it.
 */
export function multipartFor(route: DocumentedRoute) {
  const textNames = route.bodyProperties.filter((name) => !route.fileFields.includes(name));
  return fc
    .record({
      fields: fc.dictionary(fc.constantFrom(...textNames, 'extra'), awkwardString, {
        maxKeys: textNames.length + 1,
      }),
      file: fc.option(
        fc.record({
          field: fc.constantFrom(...route.fileFields, 'other'),
          filename: fc.oneof(fc.constant('picture.png'), awkwardString),
          contentType: fc.constantFrom('image/png', 'application/pdf', '\u0000'),
          bytes: fileBytes,
        }),
      ),
      cutAt: fc.option(fc.nat()),
    })
    .map(({ fields, file, cutAt }) => {
      const body = multipart(fields, file ?? undefined);
      const payload =
        cutAt === null ? body.payload : body.payload.subarray(0, cutAt % body.payload.length);
      return { payload, headers: body.headers, shown: { fields, file: file?.filename, cutAt } };
    });
}

/** The request options for a generated body of the route's kind. */
export function requestBodyFor(route: DocumentedRoute) {
  if (route.bodyType === 'multipart') return multipartFor(route);
  return bodyFor(route).map((body) => ({
    payload: JSON.stringify(body) as string | Buffer,
    headers: { 'content-type': 'application/json' } as Record<string, string>,
    shown: body as unknown,
  }));
}
