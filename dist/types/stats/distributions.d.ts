/** Complementary error function, accurate in both tails. */
export declare function erfc(x: number): number;
/** Standard normal CDF Φ(x). */
export declare function normalCdf(x: number): number;
/** Standard normal quantile Φ⁻¹(p): a rational first guess (Abramowitz & Stegun 26.2.23) polished by Halley steps. */
export declare function normalQuantile(p: number): number;
/** P(T > t) for Student's t with `df` degrees of freedom. */
export declare function studentTUpper(t: number, df: number): number;
/** Student t quantile: the t with P(T ≤ t) = p (bisection on the CDF; monotone, so it cannot miss). */
export declare function studentTQuantile(p: number, df: number): number;
