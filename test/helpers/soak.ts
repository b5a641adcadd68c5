/**
 * Kill loops and race rounds run short in `npm test` and long in `npm run test:soak` (which
 * `.ci/run` runs): the long run hunts rare interleavings, the short one keeps every path exercised.
 */
export const SOAK = process.env.BRAIN_SOAK === "1";

/** `long` under `npm run test:soak`, else `short`. */
export const soak = <T>(short: T, long: T): T => (SOAK ? long : short);
