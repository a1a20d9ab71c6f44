/** A safe display name for an uploaded file: no folders, no control characters, kept short. */
export function displayFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    .replace(/[^\p{L}\p{N} ._()-]/gu, '')
    .trim()
    .slice(0, 120);
  return clean || `file.${extension}`;
}
