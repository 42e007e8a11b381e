/** The one error type handlers throw; `onError` turns it into `{ error, code? }`. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 503,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') => new HttpError(400, message, code);
export const noSession = () => new HttpError(401, 'No session found', 'no_session');
export const forbidden = (message: string, code = 'forbidden') => new HttpError(403, message, code);
export const notFound = (message: string, code = 'not_found') => new HttpError(404, message, code);
export const conflict = (message: string, code = 'conflict') => new HttpError(409, message, code);
export const tooManyRequests = (message: string) => new HttpError(429, message, 'rate_limited');
export const unavailable = (message: string, code = 'unavailable') => new HttpError(503, message, code);
