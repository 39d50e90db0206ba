/** Injected time source: every rule that depends on "now" takes one. */
export type TClock = { now: () => number };
export const systemClock: TClock = { now: () => Date.now() };
/** A clock frozen at `at` (epoch ms) that tests can move. */
export function fixedClock(at: number): TClock & { set: (ms: number) => void } {
  let current = at;
  return { now: () => current, set: (ms) => (current = ms) };
}
