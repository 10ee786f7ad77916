export declare function withDidYouMean<T extends object>(target: T, name: string): T;
