/** Which action types a workflow uses, published or in its draft (pure). */
import type { Workflow } from '@/api/models';

export interface ActionTypeUse {
  id: string;
  /** Name and icon as the layout gives them (the action type itself may say more). */
  name: string | null;
  iconUrl: string | null;
  inPublished: boolean;
  inDraft: boolean;
}

export function actionTypesUsed(
  workflow: Pick<Workflow, 'action_type_ids' | 'template' | 'template_draft'>,
): ActionTypeUse[] {
  const uses = new Map<string, ActionTypeUse>();
  const use = (
    id: string,
    side: 'inPublished' | 'inDraft',
    name: string | null = null,
    iconUrl: string | null = null,
  ) => {
    const current = uses.get(id) ?? {
      id,
      name: null,
      iconUrl: null,
      inPublished: false,
      inDraft: false,
    };
    current[side] = true;
    current.name ??= name;
    current.iconUrl ??= iconUrl;
    uses.set(id, current);
  };
  for (const id of workflow.action_type_ids) if (id !== '') use(id, 'inPublished');
  for (const [side, layout] of [
    ['inPublished', workflow.template],
    ['inDraft', workflow.template_draft],
  ] as const) {
    for (const type of layout.actionTypes) use(type.id, side, type.name, type.iconUrl);
    for (const node of layout.nodes) if (node.actionTypeId) use(node.actionTypeId, side);
  }
  return [...uses.values()];
}
