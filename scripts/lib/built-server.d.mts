export declare const REPO_ROOT: string;
export declare const SERVER_ENTRY: string;
export declare function builtServerEnv(options: {
  port: number;
  dataDir: string;
  env?: NodeJS.ProcessEnv;
  base?: NodeJS.ProcessEnv;
}): NodeJS.ProcessEnv;
