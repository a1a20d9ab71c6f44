import { createSealedBox, type SealedBox } from './sealed-box.js';

export interface Opened {
  plain: string;
  /** Whether the current key sealed it: when not, it is due to be sealed again. */
  current: boolean;
}

/**
 * A sealed box across a key rotation (decision 048): it seals under the current key and opens
 * texts sealed under the current or an earlier one, saying which, so the caller can seal an
 * old text again under the current key and the earlier key can go.
 */
export function createRotatingBox(current: Buffer, previous: readonly Buffer[] = []) {
  const box = createSealedBox(current);
  const earlier: SealedBox[] = previous
    .filter((key) => !key.equals(current))
    .map((key) => createSealedBox(key));
  return {
    seal: box.seal,

    /** The plain text and whether the current key sealed it; undefined when no key opens it. */
    open(text: string, context?: string): Opened | undefined {
      const plain = box.open(text, context);
      if (plain !== undefined) return { plain, current: true };
      for (const old of earlier) {
        const opened = old.open(text, context);
        if (opened !== undefined) return { plain: opened, current: false };
      }
      return undefined;
    },
  };
}
export type RotatingBox = ReturnType<typeof createRotatingBox>;
