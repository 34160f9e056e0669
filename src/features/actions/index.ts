/**
 * The actions feature's public entry: what other features may use (cross-resource cache
 * invalidation, a run's actions for the run view).
 */
export { actionQueries, listCompletedActions, listWorkflowActions } from './api/queries';
export { StepDetails } from './components/step-details';
export { groupRuns, stepEnd, stepTime, type Run, type RunStatus } from './runs';
export { StatusBadge } from './components/status-badge';
export { useWorkflowNames, type WorkflowName } from './use-workflow-names';
export { PERIODS, PERIOD_LABELS, type Period } from './account-runs';
