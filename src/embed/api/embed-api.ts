/**
 * The frame's two calls to the gateway, with the end user's token: read the workflow's form and the
 * user's answers, save the answers. The same request timeouts and error reading as the console's
 * client (src/api/deadline.ts, errors.ts); answers decoded by src/api/decode/embed-workflow.ts. When
 * the gateway says the token expired, the host is asked for a new one and the request is sent once
 * more, with the same body and idempotency key: nothing typed is lost, nothing is saved twice.
 */
import { fetchWithDeadline } from '@/api/deadline';
import { decodeRecord } from '@/api/decode/core';
import { embedWorkflow, type EmbedWorkflow } from '@/api/decode/embed-workflow';
import { apiErrorFromResponse } from '@/api/error-body';
import { isApiError, malformedResponse, networkError } from '@/api/errors';

export const EMBED_API = '/embed-api';

/** The end user's token: the current one, and a new one when the gateway says it expired. */
export interface EmbedTokens {
  current: () => string;
  renew: () => Promise<string>;
}

export interface EmbedApi {
  getWorkflow: (id: string) => Promise<EmbedWorkflow>;
  saveSettings: (
    id: string,
    formData: Record<string, unknown>,
    idempotencyKey: string,
  ) => Promise<EmbedWorkflow>;
}

interface Call {
  method: 'GET' | 'PUT';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

/** `base` is the gateway's origin: the frame's own (tests give one, having no page). */
export function createEmbedApi(
  tokens: EmbedTokens,
  fetchPage: (request: Request) => Promise<Response> = (request) => fetchWithDeadline(request),
  base: string = location.origin,
): EmbedApi {
  const endpointOf = (call: Call) => `${call.method} ${EMBED_API}${call.path}`;

  async function send(call: Call): Promise<unknown> {
    const endpoint = endpointOf(call);
    for (let attempt = 0; ; attempt += 1) {
      const request = new Request(`${base}${EMBED_API}${call.path}`, {
        method: call.method,
        headers: {
          Accept: 'application/json',
          Authorization: `Bearer ${tokens.current()}`,
          ...call.headers,
        },
        ...(call.body === undefined ? {} : { body: call.body }),
        credentials: 'omit',
      });
      let response: Response;
      try {
        response = await fetchPage(request);
      } catch (error) {
        if (isApiError(error)) throw error;
        throw networkError(endpoint, new URL(base).host, error);
      }
      if (response.ok) {
        try {
          return (await response.json()) as unknown;
        } catch {
          throw malformedResponse(endpoint, 'the body is not JSON');
        }
      }
      const error = await apiErrorFromResponse(response, endpoint);
      if (attempt === 0 && error.status === 401 && error.code === 'token_expired') {
        await tokens.renew();
        continue;
      }
      throw error;
    }
  }

  return {
    async getWorkflow(id) {
      const call: Call = { method: 'GET', path: `/workflows/${encodeURIComponent(id)}` };
      return decodeRecord(endpointOf(call), embedWorkflow, await send(call));
    },
    async saveSettings(id, formData, idempotencyKey) {
      const call: Call = {
        method: 'PUT',
        path: `/workflows/${encodeURIComponent(id)}/settings`,
        body: JSON.stringify({ form_data: formData }),
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      };
      return decodeRecord(endpointOf(call), embedWorkflow, await send(call));
    },
  };
}
