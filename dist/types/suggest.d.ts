/** The candidate closest to `word` by edit distance, when it is close enough to be a likely typo. */
export declare function suggest(word: string, candidates: readonly string[]): string | undefined;
