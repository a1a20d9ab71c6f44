export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}
export declare function withDatabase(url: string, database: string): string;
export declare function redactUrl(url: string): string;
export declare function createScratchDatabase(
  adminUrl: string,
  options?: { prefix?: string; name?: string },
): Promise<ScratchDatabase>;
