export declare function freePort(host?: string): Promise<number>;
