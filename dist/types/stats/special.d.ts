export declare function logGamma(x: number): number;
/** Regularized lower incomplete gamma P(a, x). */
export declare function gammaP(a: number, x: number): number;
/** Regularized upper incomplete gamma Q(a, x) = 1 - P(a, x), without cancellation in the tail. */
export declare function gammaQ(a: number, x: number): number;
/** Regularized incomplete beta I_x(a, b). */
export declare function betaI(x: number, a: number, b: number): number;
