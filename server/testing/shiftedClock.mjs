/**
 * Moves a test server's clock: loaded with `NODE_OPTIONS=--import=<this file>`, it adds
 * `TEST_CLOCK_SHIFT_MS` to `Date.now()`, which the server reads for every expiry. Tests use it to
 * restart a server days later (signing links running out) without waiting days. Never loaded by
 * `npm start` or `npm run serve`.
 */
const shift = Number(process.env.TEST_CLOCK_SHIFT_MS ?? 0);
if (shift) {
  const realNow = Date.now.bind(Date);
  Date.now = () => realNow() + shift;
}
