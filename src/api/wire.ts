/**
 * The wire: readable names for the generated OpenAPI types, as the service sends and receives them.
 * The demo API builds these; the console sends the request types but reads answers only through the
 * decoders (`./decode/`, re-exported by `./models`), never as these types. Only `src/api` touches
 * `schema.d.ts`. Payloads keep the service's snake_case.
 */
import type { components, operations } from './schema';

type Schemas = components['schemas'];

export type WorkflowSummary = Schemas['WorkflowSummary'];
export type Workflow = Schemas['Workflow'];
export type WorkflowWithoutForm = Schemas['WorkflowWithoutForm'];
export type WorkflowLayoutTemplate = Schemas['WorkflowLayoutTemplate'];
export type LayoutNode = Schemas['LayoutNode'];
export type Position = Schemas['Position'];
export type Field = Schemas['Field'];
export type FieldData = Schemas['FieldData'];
export type DataType = Schemas['DataType'];
export type Action = Schemas['Action'];
export type ActionType = Schemas['ActionType'];
export type User = Schemas['User'];
export type InstalledApp = Schemas['InstalledApp'];
export type InstalledAppWithSchema = Schemas['InstalledAppWithSchema'];
export type InstalledSchema = Schemas['InstalledSchema'];
export type SchemaAction = Schemas['SchemaAction'];
export type SchemaTrigger = Schemas['SchemaTrigger'];
export type SchemaDataType = Schemas['SchemaDataType'];
export type ConnectionField = Schemas['ConnectionField'];
export type ApiEvent = Schemas['Event'];
export type Icon = Schemas['Icon'];
export type Meta = Schemas['Meta'];
export type ErrorBody = Schemas['ErrorBody'];
export type Execution = Schemas['Execution'];
export type ExecutionWithStats = Schemas['ExecutionWithStats'];
export type ExecutionStat = Schemas['ExecutionStat'];
export type Usage = Schemas['Usage'];

export type UpdateSettingsBody = Schemas['UpdateSettingsBody'];
export type DiscardWorkflowDraftBody = Schemas['DiscardWorkflowDraftBody'];
export type StopExecutionsBody = Schemas['StopExecutionsBody'];
export type InstallAppBody = Schemas['InstallAppBody'];
export type UpdateInstalledAppBody = Schemas['UpdateInstalledAppBody'];
export type PublishWorkflowBody = Schemas['PublishWorkflowBody'];
export type UpdateWorkflowBody = Schemas['UpdateWorkflowBody'];
export type ExecuteWorkflowBody = Schemas['ExecuteWorkflowBody'];

/** `{collection, meta}`, the envelope of every list. */
export interface ListEnvelope<T> {
  collection: T[];
  meta: Meta;
}

type QueryOf<K extends keyof operations> = operations[K]['parameters'] extends { query?: infer Q }
  ? NonNullable<Q>
  : never;

export type WorkflowListQuery = QueryOf<'listWorkflows'>;
export type GetWorkflowQuery = QueryOf<'getWorkflow'>;
export type WorkflowDataFieldsQuery = QueryOf<'listWorkflowDataFields'>;
export type DataFieldsQuery = QueryOf<'listDataFields'>;
export type CompletedActionsQuery = QueryOf<'listCompletedActions'>;
export type UserListQuery = QueryOf<'listUsers'>;
export type EventListQuery = QueryOf<'listEvents'>;
export type UsageQuery = QueryOf<'getAccountUsage'>;
export type CursorQuery = Pick<WorkflowListQuery, 'starting_after' | 'ending_before' | 'limit'>;

/** The field types the interface has been seen to use. */
export const KNOWN_FIELD_TYPES = ['AsyncSelect', 'TextArea', 'TextField', 'JSON'] as const;
