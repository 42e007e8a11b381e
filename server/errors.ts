import type { z } from 'zod';
import { ERROR_STATUS, type ErrorCode, type ErrorParams, type ErrorStatus, errorKey } from '@shared/errors.ts';
import { describeIssues, type Translate } from '@shared/i18n/validation.ts';

/**
 * The one error type handlers and services throw: a code from shared/errors.ts (which
 * gives the status) and the values its text needs. `onError` (server/http/app.ts) writes the
 * text in the reader's language: `{ error, code }`. It lives below both layers (services and the
 * HTTP host import it; neither imports the other for it) and is a plain Error, so a service
 * depends on no web framework: the HTTP layer alone turns it into a response.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: ErrorStatus;

  constructor(
    readonly code: ErrorCode,
    readonly params?: ErrorParams,
  ) {
    super(code);
    this.status = ERROR_STATUS[code];
  }

  /** The answer's `error`, in the language `t` speaks. */
  text(t: Translate): string {
    return t(errorKey(this.code), this.params);
  }
}

/** A zod failure: a 400 naming the fields, each issue in the reader's language. */
export class InvalidInput extends HttpError {
  constructor(readonly issues: readonly z.core.$ZodIssue[]) {
    super('invalid_input');
  }

  override text(t: Translate): string {
    return describeIssues(this.issues, t) || super.text(t);
  }
}

export const noSession = () => new HttpError('no_session');

/**
 * The client went away before its request was read to the end (a closed tab, a dropped
 * connection, or a script that opens and drops): logged as such, never as a 500.
 */
export class ClientClosedRequest extends Error {
  constructor() {
    super('client closed the request');
  }
}
