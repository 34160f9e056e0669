/**
 * The actions feature's public entry: what other features may use (cross-resource cache
 * invalidation, a run's actions for the run view).
 */
export { actionQueries, listCompletedActions, listWorkflowActions } from './api/queries';
export { StepDetails } from './components/step-details';
export { groupRuns, type RunStatus } from './runs';
export { StatusBadge } from './components/status-badge';
