export declare function folderGraph(dir: string): Map<string, Set<string>>;
export declare function findCycle(graph: Map<string, Set<string>>): string[] | null;
