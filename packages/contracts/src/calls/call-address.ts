/*
 * Where a call goes, without zod: the web client's first load builds its requests from these
 * (the landing page's calls), and zod stays out of that load (bench/budget.json).
 */

export type CallMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a call answers: `data` or `result` wraps the payload in the envelope (by default from
 * the path, known-api.md); `bare` sends the payload as the whole body (health, the old
 * timestamp call); `file` sends bytes (downloads, pictures), which no schema describes.
 */
export type CallAnswer = 'data' | 'result' | 'bare' | 'file';

/** Where a call is sent: the part of a call that needs no zod. */
export interface CallAddress<M extends CallMethod = CallMethod, P extends string = string> {
  method: M;
  /** Fastify form: `:name` for a path parameter. */
  path: P;
}

/** Who may make a call. Default by prefix: `/t/tc/` teacher, `/ops/` staff, else public. */
/** `service`: the student side's systems, by a service key (decision 039). */
export type CallAuth = 'public' | 'teacher' | 'staff' | 'service';

/** The `:name` parameters of a path, as the values that fill them. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string | number } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string | number }
    : Record<never, never>;

/** The path with its parameters filled (each one encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
