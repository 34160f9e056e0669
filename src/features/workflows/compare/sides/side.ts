/**
 * One side of a comparison, whatever it came from: a layout, the trigger and conditions that go with
 * it (when its source has them), and how to name it to a person.
 */
import type { ParsedLayout, Workflow, WorkflowWithoutForm } from '@/api/models';
import type { LayoutVersion, SideSpec } from './side-spec';

export interface TriggerFields {
  event_trigger: unknown;
  match_conditions: unknown;
  trigger_conditions: unknown;
}

export interface CompareSide {
  spec: SideSpec;
  /** Short, above its canvas: "Published", "Draft", "Template, published", "File, draft". */
  title: string;
  /** In sentences: "the published version", "“Welcome new customers” of acme, draft". */
  name: string;
  layout: ParsedLayout;
  /** The trigger and conditions of this side; null when its source holds none (a bare layout). */
  fields: TriggerFields | null;
}

export type WorkflowLayouts = Pick<
  Workflow | WorkflowWithoutForm,
  | 'template'
  | 'template_draft'
  | 'event_trigger'
  | 'event_trigger_draft'
  | 'match_conditions'
  | 'match_conditions_draft'
  | 'trigger_conditions'
  | 'trigger_conditions_draft'
>;

/** A workflow's published layout or draft, with the trigger and conditions of the same version. */
export function layoutOf(workflow: WorkflowLayouts, version: LayoutVersion) {
  return version === 'published'
    ? {
        layout: workflow.template,
        fields: {
          event_trigger: workflow.event_trigger,
          match_conditions: workflow.match_conditions,
          trigger_conditions: workflow.trigger_conditions,
        },
      }
    : {
        layout: workflow.template_draft,
        fields: {
          event_trigger: workflow.event_trigger_draft,
          match_conditions: workflow.match_conditions_draft,
          trigger_conditions: workflow.trigger_conditions_draft,
        },
      };
}

/** Side objects by workflow and version: the same workflow object always gives the same sides. */
const selfSides = new WeakMap<object, Partial<Record<LayoutVersion, CompareSide>>>();

/** This workflow's published layout or draft as a side. */
export function selfSide(workflow: WorkflowLayouts, version: LayoutVersion): CompareSide {
  const cached = selfSides.get(workflow) ?? {};
  const found = cached[version];
  if (found) return found;
  const side: CompareSide = {
    spec: { source: 'self', version },
    title: version === 'published' ? 'Published' : 'Draft',
    name: version === 'published' ? 'the published version' : 'the draft',
    ...layoutOf(workflow, version),
  };
  selfSides.set(workflow, { ...cached, [version]: side });
  return side;
}
