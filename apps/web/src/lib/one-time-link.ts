/**
 * The two parameters of a one-time link from an e-mail: the owner's id and the secret code
 * (`/reset?userId=..&code=..`, `/ops/set-password?staffId=..&code=..`). Null when either is
 * missing or the id is not a positive whole number: the page then says the link has expired.
 */
export function oneTimeLinkParams(
  search: string,
  idParam: string,
): { id: number; code: string } | null {
  const params = new URLSearchParams(search);
  const id = params.get(idParam)?.trim() ?? '';
  const code = params.get('code')?.trim() ?? '';
  if (!/^[1-9]\d{0,15}$/.test(id) || !code) return null;
  return { id: Number(id), code };
}
