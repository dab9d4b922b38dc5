/**
 * The cookie holding a referee's pass (apps/api/src/tables/referee-pass.ts): set by the API on a
 * right referee code; the web app's server sends it on with the lookup it makes for the page, so
 * that lookup counts against the phone's own budget of wrong codes, as the phone's would.
 */
export const REFEREE_PASS_COOKIE = 'marque_referee_pass';
