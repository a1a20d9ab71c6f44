import type { Locator } from '@playwright/test';

/**
 * Chooses a file of `bytes` zero bytes in a file input, made inside the page.
 *
 * `setInputFiles` with a buffer sends every byte to the browser over the DevTools protocol:
 * for the 10 MB limit that took 10 s of a journey's budget on a loaded machine, to check a
 * rule that reads only `file.size`. The file is the same to the page either way; the input
 * gets the same `input` and `change` events as when a person picks it.
 */
export async function chooseOversizedFile(
  input: Locator,
  file: { name: string; type: string; bytes: number },
): Promise<void> {
  await input.evaluate((element, { name, type, bytes }) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], name, { type }));
    const field = element as HTMLInputElement;
    field.files = transfer.files;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.dispatchEvent(new Event('change', { bubbles: true }));
  }, file);
}
