/** Makes one demo API endpoint fail (or answer oddly) until `failing` is set to false. */
import { http, HttpResponse } from 'msw';
import { allowContractViolations, server } from './demo-server';

export function failRequests(method: 'get' | 'post', path: string, response: () => Response) {
  allowContractViolations();
  const state = { failing: true };
  server.use(http[method](`*/api/v1${path}`, () => (state.failing ? response() : undefined)));
  return state;
}

/** A 503 with an error body and a request id, as a service under maintenance answers. */
export const serviceDown = () =>
  HttpResponse.json(
    { error: { code: 'unavailable', message: 'The service is down for maintenance.' } },
    { status: 503, headers: { 'x-request-id': 'req_ops_503' } },
  );
