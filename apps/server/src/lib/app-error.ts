import { ERRORS, type ErrorCode } from '@yangdee/contracts/errors';

/** A failure a user can be told about: a code from contracts, an optional Thai message override. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors?: Record<string, string[]>;

  constructor(code: ErrorCode, message?: string, fieldErrors?: Record<string, string[]>) {
    super(message ?? ERRORS[code].message);
    this.code = code;
    this.status = ERRORS[code].status;
    this.fieldErrors = fieldErrors;
  }
}
