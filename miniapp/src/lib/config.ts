/** The public anon key every call carries; the session id is the credential. */
export const ANON_KEY: string = import.meta.env.VITE_ANON_KEY ?? 'lp-dev-anon-key';
export const FUNCTIONS_BASE = '/functions/v1';
