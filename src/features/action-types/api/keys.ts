/**
 * The action types' query keys alone, without their fetchers and decoders: the workflow list (in the
 * first load) names the action type it is filtered by, and fetches its code only then.
 */
export const actionTypeKeys = {
  all: () => ['action-types'] as const,
  detail: (id: string) => [...actionTypeKeys.all(), 'detail', id] as const,
};
