export interface WatchedProcess {
  name: string;
  logFile?: string;
  exitInfo(): { code: number | null; signal: string | null } | null;
  logTail(): string;
}
export declare function waitForHttp(
  url: string,
  options?: { process?: WatchedProcess; timeoutMs?: number; status?: number },
): Promise<void>;
