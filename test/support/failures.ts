/**
 * Makes one demo API endpoint fail (or answer oddly) until `failing` is set to false; finds the
 * failure as the screen says it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect } from 'vitest';
import { allowContractViolations, server } from './demo-server';

/**
 * The failure (role alert, in `container` or on the page) once it says `text`: the full error view
 * arrives after the first screen (src/components/error-state.tsx), a plainer message before it.
 */
export function findFailure(text: string | RegExp, container?: HTMLElement): Promise<HTMLElement> {
  const scope = container ? within(container) : screen;
  const says = (alert: HTMLElement) =>
    typeof text === 'string' ? alert.textContent.includes(text) : text.test(alert.textContent);
  return waitFor(() => {
    const alerts = scope.getAllByRole('alert');
    const alert = alerts.find(says);
    if (!alert) expect(alerts[0]).toHaveTextContent(text);
    return alert ?? (alerts[0] as HTMLElement);
  });
}

export function failRequests(
  method: 'get' | 'post' | 'put',
  path: string,
  response: () => Response,
) {
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

/** The service's own 404 for a record that is not there (the workflow was deleted meanwhile). */
export const recordGone = (what = 'workflow') =>
  HttpResponse.json(
    { error: { code: 'not_found', message: `No ${what} found with id "gone".` } },
    { status: 404, headers: { 'x-request-id': 'req_gone_404' } },
  );

/** A 422 naming a field, as a service that refuses the input answers. */
export const refused = (field: string, message: string) =>
  HttpResponse.json(
    {
      error: { code: 'unprocessable_entity', message: `Not accepted: ${message}` },
      errors: { [field]: [message] },
    },
    { status: 422, headers: { 'x-request-id': 'req_refused_422' } },
  );

/** A request that gets no answer (the network failed). */
export const networkDown = () => HttpResponse.error();
