export interface PortableRoots {
    repoRoot: string;
    home?: string;
    tmp?: string;
}
export declare function defaultRoots(repoRoot: string): PortableRoots;
/** A path or a string holding absolute paths, with every machine-specific prefix removed. */
export declare function portableText(text: string, roots: PortableRoots): string;
export declare function portablePath(file: string, roots: PortableRoots): string;
/** Every string in a JSON value made portable (keys kept). */
export declare function portableValue(value: unknown, roots: PortableRoots): unknown;
