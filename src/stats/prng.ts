// A small seeded PRNG (sfc32, seeded through splitmix32) so every Monte Carlo
// p-value and every simulation gives the same answer on every machine.

export interface Rng {
  /** Uniform in [0, 1) with 32 bits of randomness. */
  next(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Number of successes in n Bernoulli(p) trials. */
  binomial(n: number, p: number): number;
}

function splitmix32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export function createRng(seed: number): Rng {
  const init = splitmix32(Number.isFinite(seed) ? Math.trunc(seed) : 0);
  let a = init();
  let b = init();
  let c = init();
  let d = init();
  const nextUint = (): number => {
    const t = (((a + b) >>> 0) + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = ((c << 21) | (c >>> 11)) >>> 0;
    c = (c + t) >>> 0;
    return t >>> 0;
  };
  // Discard the first outputs: sfc32's state mixes in after a few rounds.
  for (let i = 0; i < 12; i++) nextUint();
  const next = (): number => nextUint() / 4294967296;
  return {
    next,
    int: (n) => Math.floor(next() * n),
    binomial: (n, p) => {
      let k = 0;
      for (let i = 0; i < n; i++) if (next() < p) k++;
      return k;
    },
  };
}
