import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for small secrets kept in the database (a TOTP secret): a copy of the database
 * alone does not reveal them. The text is `iv.tag.ciphertext` in base64url. A `context`
 * (authenticated, not stored) binds the text to its place: bank details sealed for one
 * teacher do not open as another's (decision 038).
 */
export function createSealedBox(key: Buffer) {
  if (key.length !== 32) throw new Error('a sealed box needs a 32-byte key');
  return {
    seal(plain: string, context?: string): string {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      if (context !== undefined) cipher.setAAD(Buffer.from(context, 'utf8'));
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },

    /** The plain text, or undefined when the text was not sealed with this key. */
    open(text: string, context?: string): string | undefined {
      const [iv, tag, sealed] = text.split('.').map((part) => Buffer.from(part, 'base64url'));
      if (!iv || !tag || !sealed || iv.length !== IV_BYTES || tag.length !== TAG_BYTES)
        return undefined;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, iv);
        if (context !== undefined) decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(tag);
        return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
      } catch {
        return undefined;
      }
    },
  };
}
export type SealedBox = ReturnType<typeof createSealedBox>;
