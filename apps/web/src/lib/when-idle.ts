/**
 * Runs `task` once the browser has painted and has a moment (requestIdleCallback, at most
 * `timeoutMs` later; a short timer where the browser has no idle callbacks). Returns a
 * cancel function. For work the first paint does not need: it then competes with nothing
 * the visitor is waiting for.
 */
export function whenIdle(task: () => void, timeoutMs = 1_500): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 50);
  return () => window.clearTimeout(timer);
}
