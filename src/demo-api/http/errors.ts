/**
 * Errors the demo API answers with. Handlers throw them; `route.ts` turns them into responses shaped
 * `{error: {code, message}}`, plus `errors` keyed by field for 422 (one of the shapes the OpenAPI
 * document's ErrorBody admits).
 */
export type FieldErrors = Record<string, string[]>;

export class DemoApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: FieldErrors,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'DemoApiError';
  }

  toBody(): Record<string, unknown> {
    const body: Record<string, unknown> = { error: { code: this.code, message: this.message } };
    if (this.fieldErrors) body.errors = this.fieldErrors;
    return body;
  }
}

export const badRequest = (message: string, code = 'bad_request'): DemoApiError =>
  new DemoApiError(400, code, message);

export const notFound = (what: string, id: string): DemoApiError =>
  new DemoApiError(404, 'not_found', `No ${what} found with id "${id}".`);

export const forbidden = (message: string): DemoApiError =>
  new DemoApiError(403, 'forbidden', message);

export const unprocessable = (message: string, fieldErrors?: FieldErrors): DemoApiError =>
  new DemoApiError(422, 'unprocessable_entity', message, fieldErrors);
