/** Data field queries: at a position in a workflow, and for the account. */
import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@/api/client';
import { decodeList } from '@/api/decode/core';
import { dataType } from '@/api/decode/data-types';
import { api } from '@/api/current';
import type { DataFieldsQuery, WorkflowDataFieldsQuery } from '@/api/models';
import { listParam, textParam, type ParamValues } from '@/lib/list-search';

export function listWorkflowDataFields(
  workflowId: string,
  query: WorkflowDataFieldsQuery,
  signal?: AbortSignal,
) {
  const endpoint = 'GET /workflows/{id}/data_fields';
  return unwrap(
    endpoint,
    api().GET('/workflows/{id}/data_fields', {
      params: { path: { id: workflowId }, query },
      signal,
    }),
  ).then((data) => decodeList(endpoint, dataType, data));
}

export function listDataFields(query: DataFieldsQuery, signal?: AbortSignal) {
  const endpoint = 'GET /data_fields';
  return unwrap(endpoint, api().GET('/data_fields', { params: { query }, signal })).then((data) =>
    decodeList(endpoint, dataType, data),
  );
}

/** `/data-fields?user_key=&event_trigger=&type=String,Date`: the account's data fields. */
export const accountDataFieldsParams = {
  user_key: textParam,
  event_trigger: textParam,
  type: listParam,
};

/** The API query; without a `user_key` in the URL the acting user's fields are listed. */
export function accountDataFieldsQuery(
  {
    user_key: userKey,
    event_trigger: eventTrigger,
    type,
  }: ParamValues<typeof accountDataFieldsParams>,
  actingUserKey: string,
): DataFieldsQuery {
  return {
    user_key: userKey ?? actingUserKey,
    ...(eventTrigger ? { event_trigger: eventTrigger } : {}),
    ...(type ? { type: type.join(',') } : {}),
  };
}

/** `/workflows/:id/data-fields?node_id=&parent_node_id=&type=String,Date&event_trigger=` */
export const workflowDataFieldsParams = {
  node_id: textParam,
  parent_node_id: textParam,
  type: listParam,
  event_trigger: textParam,
};

export function workflowDataFieldsQuery(
  { type, ...values }: ParamValues<typeof workflowDataFieldsParams>,
  userKey: string,
): WorkflowDataFieldsQuery {
  return { user_key: userKey, ...values, ...(type ? { type: type.join(',') } : {}) };
}

export const dataFieldQueries = {
  all: () => ['data-fields'] as const,
  ofWorkflow: (workflowId: string, query: WorkflowDataFieldsQuery) =>
    queryOptions({
      queryKey: [...dataFieldQueries.all(), 'workflow', workflowId, query] as const,
      queryFn: ({ signal }) => listWorkflowDataFields(workflowId, query, signal),
    }),
  account: (query: DataFieldsQuery) =>
    queryOptions({
      queryKey: [...dataFieldQueries.all(), 'account', query] as const,
      queryFn: ({ signal }) => listDataFields(query, signal),
    }),
};
