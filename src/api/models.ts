/**
 * What screens work with: the decoded view types of every resource (see ./decode/ and
 * docs/decoding.md), and the request types they send. Answers reach the app only through the
 * decoders, so these types can be trusted as they are.
 */
export type { Page, Meta } from './decode/core';
export type { ActionType, Icon } from './decode/action-types';
export type { Action } from './decode/actions';
export type { DataType, SchemaDataType } from './decode/data-types';
export type { ApiEvent, EventSubject } from './decode/events';
export type { Execution, ExecutionStat, ExecutionWithStats, Usage } from './decode/executions';
export type { Field, FieldData } from './decode/form-fields';
export type {
  ConnectionField,
  InstalledApp,
  InstalledAppWithSchema,
  InstalledSchema,
  SchemaAction,
  SchemaTrigger,
} from './decode/installed-apps';
export type {
  ActionTypeRef,
  LayoutEdgeInfo,
  LayoutNodeInfo,
  LayoutProblem,
  ParsedLayout,
  Point,
} from './decode/layout';
export type { User } from './decode/users';
export type { WorkflowSummary } from './decode/workflow-summary';
export type { Workflow, WorkflowWithoutForm } from './decode/workflows';
export {
  KNOWN_FIELD_TYPES,
  type CompletedActionsQuery,
  type CursorQuery,
  type DataFieldsQuery,
  type DiscardWorkflowDraftBody,
  type EventListQuery,
  type ExecuteWorkflowBody,
  type GetWorkflowQuery,
  type InstallAppBody,
  type PublishWorkflowBody,
  type StopExecutionsBody,
  type UpdateInstalledAppBody,
  type UpdateSettingsBody,
  type UpdateWorkflowBody,
  type UsageQuery,
  type UserListQuery,
  type WorkflowDataFieldsQuery,
  type WorkflowListQuery,
} from './wire';
