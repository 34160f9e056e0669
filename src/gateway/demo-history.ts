/**
 * `npm run serve:demo` makes a few changes through its own gateway at start, signed in as the demo
 * operator, so the History tab has real versions from the first minute: a read of each workflow
 * changed, a node renamed on one and published, another's draft published, and a third given a
 * draft. Everything goes the way the console goes (sessions, CSRF, the proxy, the recorder).
 */
interface Answer {
  status: number;
  body: unknown;
}

interface DemoWorkflow {
  id: string;
  key: string;
  name: string;
  on: boolean;
  has_draft: boolean;
  actions_count: number;
  template: { nodes: { id: string; name: string }[] } & Record<string, unknown>;
}

function client(base: string, origin: string) {
  let cookie = '';
  let csrf = '';
  const call = async (method: string, path: string, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${base}${path}`, {
      method,
      redirect: 'manual',
      headers: {
        accept: 'application/json',
        origin,
        ...(cookie ? { cookie } : {}),
        ...(csrf ? { 'x-csrf-token': csrf } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const set = response.headers.getSetCookie()[0];
    if (set) cookie = set.split(';')[0] ?? '';
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
  };
  return {
    call,
    async signIn(user: string, password: string) {
      const signedIn = await call('POST', '/auth/login', { username: user, password });
      if (signedIn.status !== 303)
        throw new Error(`signing in as ${user} answered ${signedIn.status}`);
      csrf = ((await call('GET', '/auth/me')).body as { csrf_token: string }).csrf_token;
    },
  };
}

const renamed = (workflow: DemoWorkflow, name: string) => ({
  ...workflow.template,
  nodes: workflow.template.nodes.map((node, index) => (index === 1 ? { ...node, name } : node)),
});

export interface DemoHistory {
  /** What was done, in a line. */
  summary: string;
  /** A step renamed and published (published versions 1 and 2, and a draft version 1). */
  renamed?: string;
  /** Its draft published. */
  published?: string;
  /** Given a draft. */
  drafted?: string;
}

/** Makes the changes through the gateway at `base` (whose public origin is `origin`). */
export async function seedDemoHistory(
  base: string,
  origin: string,
  operator = { user: 'operator', password: 'operator' },
): Promise<DemoHistory> {
  const gateway = client(base, origin);
  await gateway.signIn(operator.user, operator.password);
  const list = await gateway.call('GET', '/api/v1/workflows?user_key=main&limit=100');
  const items = (list.body as { collection: DemoWorkflow[] }).collection;
  const plain = items.filter((item) => !item.has_draft && item.actions_count >= 2).slice(0, 2);
  const drafted = items.find((item) => item.has_draft && item.actions_count >= 2);
  const read = async (item: DemoWorkflow) =>
    (await gateway.call('GET', `/api/v1/workflows/${item.id}?user_key=main`)).body as DemoWorkflow;
  const done: string[] = [];
  const made: Omit<DemoHistory, 'summary'> = {};
  const [first, second] = plain;
  if (first) {
    const workflow = await read(first);
    const nodeName = workflow.template.nodes[1]?.name ?? 'Step';
    await gateway.call('PUT', `/api/v1/workflows/${workflow.id}`, {
      name: workflow.name,
      on: workflow.on,
      template_draft: renamed(workflow, `${nodeName} (v2)`),
    });
    await gateway.call('POST', `/api/v1/workflows/${workflow.id}/publish`, { user_key: 'main' });
    done.push(`renamed a step of “${workflow.name}” and published it`);
    made.renamed = workflow.id;
  }
  if (drafted) {
    const workflow = await read(drafted);
    await gateway.call('POST', `/api/v1/workflows/${workflow.id}/publish`, { user_key: 'main' });
    done.push(`published the draft of “${workflow.name}”`);
    made.published = workflow.id;
  }
  if (second) {
    const workflow = await read(second);
    await gateway.call('PUT', `/api/v1/workflows/${workflow.id}`, {
      name: workflow.name,
      on: workflow.on,
      template_draft: renamed(workflow, 'Draft step (try Restore)'),
    });
    done.push(`gave “${workflow.name}” a draft`);
    made.drafted = workflow.id;
  }
  return { summary: done.join('; '), ...made };
}
