import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse, type RequestHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { allowContractViolations, db, server } from '../support/demo-server';
import { findFailure } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

const appsTable = () => screen.findByRole('table', { name: 'Installed apps' });
/** A table row by the text it starts with (its accessible name is its cells' text). */
const rowNamed = (name: string) => new RegExp(`^${name}\\b`);
const appRow = (name: string) => screen.findByRole('row', { name: rowNamed(name) });
const installsOf = (identifier: string) =>
  db.events
    .all()
    .filter((event) => event.type === 'app.installed' && event.data.app_identifier === identifier);

async function openInstallDialog(user: ReturnType<typeof renderRoute>['user']) {
  await appsTable();
  await user.click(screen.getByRole('button', { name: 'Install app…' }));
  return screen.findByRole('dialog', { name: 'Install an app' });
}

describe('the installed apps list', () => {
  it('shows each app with versions, upgrade, groups and times', async () => {
    renderRoute('/installed-apps');
    const table = await appsTable();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + db.installedApps.size);
    expect(screen.getByText('3 installed, 1 with an upgrade available.')).toBeInTheDocument();

    const chatter = within(await appRow('Chatter'));
    // The identifier and the upgrade badge also fold under the name where their columns hide.
    expect(chatter.getAllByText('chatter').length).toBeGreaterThan(0);
    expect(chatter.getByText('2.3.1')).toBeInTheDocument();
    expect(chatter.getByText('2.4.0')).toBeInTheDocument();
    expect(chatter.getAllByText('Upgrade available').length).toBeGreaterThan(0);
    expect(chatter.getByText('2.3.0')).toBeInTheDocument();
    expect(chatter.getByText('None')).toBeInTheDocument(); // no groups
    expect(chatter.queryByText('Never used')).not.toBeInTheDocument();

    const crm = within(await appRow('Acme CRM'));
    expect(crm.queryByText('Upgrade available')).not.toBeInTheDocument();
    expect(crm.getByRole('list', { name: 'Groups' })).toHaveTextContent('salesadmins');
    expect(crm.getByText('Never upgraded')).toBeInTheDocument();
  });

  it('loads icons only from http(s) addresses, and shows an initial otherwise', async () => {
    const demoHandlers = [...server.listHandlers()] as RequestHandler[];
    server.use(
      http.get('*/api/v1/installed_apps', async ({ request }) => {
        const real = await getResponse(demoHandlers, request);
        const body = (await real?.json()) as { collection: { icon: { url: string | null } }[] };
        body.collection.forEach((app, index) => {
          if (index === 0) app.icon.url = 'javascript:alert(1)';
          if (index === 1) app.icon.url = 'data:image/svg+xml,<svg onload=alert(1)>';
        });
        return HttpResponse.json(body);
      }),
    );
    renderRoute('/installed-apps');
    const table = await appsTable();
    const rows = within(table).getAllByRole('row').slice(1);
    // Icons are decorative (alt=""): presentation images, named by the row's link.
    expect(within(rows[0] as HTMLElement).queryAllByRole('presentation')).toHaveLength(0);
    expect(within(rows[1] as HTMLElement).queryAllByRole('presentation')).toHaveLength(0);
    const loaded = within(rows[2] as HTMLElement).getByRole('presentation');
    expect(loaded).toHaveAttribute('src', expect.stringMatching(/^http:\/\//));
  });

  it('says when nothing is installed, and offers to install', async () => {
    db.installedApps.load([]);
    renderRoute('/installed-apps');
    expect(await screen.findByText('No apps are installed yet')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Install app…' })).toHaveLength(2);
  });

  it('shows a failure with its request id and recovers on retry', async () => {
    allowContractViolations();
    let failing = true;
    server.use(
      http.get('*/api/v1/installed_apps', () =>
        failing
          ? HttpResponse.json(
              { error: { code: 'unavailable', message: 'Try later.' } },
              { status: 503, headers: { 'x-request-id': 'req_apps_1' } },
            )
          : undefined,
      ),
    );
    const { user } = renderRoute('/installed-apps');
    const alert = await findFailure('Loading the installed apps failed: The service answered 503');
    expect(alert).toHaveTextContent('Try later.');
    expect(alert).toHaveTextContent('req_apps_1');
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await appRow('Chatter')).toBeInTheDocument();
  });
});

describe('installing an app', () => {
  it('installs with groups, opens its schema, and lists it', async () => {
    const { user, router } = renderRoute('/installed-apps');
    const dialog = await openInstallDialog(user);
    await user.type(within(dialog).getByLabelText(/App identifier/), 'ledgerly');
    await user.type(within(dialog).getByLabelText('Groups (optional)'), 'finance, ops');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Ledgerly' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/installed-apps/ledgerly');
    expect(
      screen.getByText('Ledgerly 3.0.0 was installed; its schema is below.'),
    ).toBeInTheDocument();
    const schema = screen.getByRole('region', { name: 'Installed schema' });
    expect(
      within(schema).getByText(/^Received\s+with the install response \(version/),
    ).toBeInTheDocument();
    expect(
      within(schema).getByRole('region', { name: 'Create Ledgerly invoice' }),
    ).toBeInTheDocument();
    expect(db.installedApps.get('ledgerly')?.groups).toEqual(['finance', 'ops']);

    await user.click(screen.getByRole('link', { name: '← Installed apps' }));
    const row = within(await appRow('Ledgerly'));
    expect(row.getByRole('list', { name: 'Groups' })).toHaveTextContent('financeops');
  });

  it('installs once on a double click', async () => {
    const answers: number[] = [];
    const record = ({ request, response }: { request: Request; response: Response }) => {
      if (request.method === 'POST' && request.url.endsWith('/installed_apps'))
        answers.push(response.status);
    };
    server.events.on('response:mocked', record);
    const { user } = renderRoute('/installed-apps');
    const dialog = await openInstallDialog(user);
    await user.type(within(dialog).getByLabelText(/App identifier/), 'slotly');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slotly' })).toBeInTheDocument();
    server.events.removeListener('response:mocked', record);
    // Never a second install attempt answered "already installed".
    expect(answers.length).toBeGreaterThan(0);
    expect(answers.every((status) => status === 201)).toBe(true);
    expect(installsOf('slotly')).toHaveLength(1);
  });

  it('sends a retry with the same idempotency key, so an answer lost on the way installs once', async () => {
    allowContractViolations();
    const keys: (string | null)[] = [];
    let lose = true;
    const demoHandlers = [...server.listHandlers()] as RequestHandler[];
    server.use(
      http.post('*/api/v1/installed_apps', async ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'));
        if (!lose) return undefined;
        lose = false;
        // The demo API installs the app, but its answer never reaches the console.
        await getResponse(demoHandlers, request);
        return HttpResponse.error();
      }),
    );
    const { user } = renderRoute('/installed-apps');
    const dialog = await openInstallDialog(user);
    await user.type(within(dialog).getByLabelText(/App identifier/), 'slotly');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(installsOf('slotly')).toHaveLength(1);
    expect(within(dialog).getByLabelText(/App identifier/)).toHaveValue('slotly');

    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Slotly' })).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(installsOf('slotly')).toHaveLength(1);
  });

  it('keeps what was typed and shows the service’s message on a 422', async () => {
    const { user } = renderRoute('/installed-apps');
    const dialog = await openInstallDialog(user);
    const identifier = within(dialog).getByLabelText(/App identifier/);
    await user.type(identifier, 'chatter');
    await user.type(within(dialog).getByLabelText('Groups (optional)'), 'ops');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));

    await findFailure('The app "Chatter" is already installed.', dialog);
    expect(within(dialog).getByText('is already installed')).toBeInTheDocument();
    expect(identifier).toHaveValue('chatter');
    expect(within(dialog).getByLabelText('Groups (optional)')).toHaveValue('ops');

    await user.clear(identifier);
    await user.type(identifier, 'no-such-app');
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(
      await within(dialog).findByText(
        'There is no app "no-such-app" to install. Apps you can install: ledgerly, ticketly, slotly.',
      ),
    ).toBeInTheDocument();
    expect(identifier).toHaveValue('no-such-app');
    expect(installsOf('no-such-app')).toHaveLength(0);
  });

  it('asks for an identifier before sending anything', async () => {
    const { user } = renderRoute('/installed-apps');
    const dialog = await openInstallDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(
      within(dialog).getByText('Type the identifier of the app to install.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('sends no groups outside admin view', async () => {
    const { user } = renderRoute('/installed-apps', { connection: { adminView: false } });
    const dialog = await openInstallDialog(user);
    expect(within(dialog).queryByLabelText('Groups (optional)')).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/App identifier/), 'ticketly');
    await user.click(within(dialog).getByRole('button', { name: 'Install' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ticketly' })).toBeInTheDocument();
    expect(db.installedApps.get('ticketly')?.groups).toEqual([]);
  });
});

describe('an installed app', () => {
  it('shows its fields and versions, and says plainly that the schema is not available', async () => {
    renderRoute('/installed-apps/chatter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Chatter' })).toBeInTheDocument();
    const details = within(screen.getByRole('region', { name: 'Details' }));
    expect(details.getByText('chatter')).toBeInTheDocument();
    expect(details.getByText('2.3.1')).toBeInTheDocument();
    expect(details.getByText('2.4.0')).toBeInTheDocument();
    expect(details.getByText('Upgrade available')).toBeInTheDocument();
    expect(details.getByText('2.3.0')).toBeInTheDocument();
    expect(details.getByRole('button', { name: 'Copy the app identifier' })).toBeInTheDocument();
    const schema = within(screen.getByRole('region', { name: 'Installed schema' }));
    expect(await schema.findByText(/The schema is not available here/)).toBeInTheDocument();
  });

  it('loads the schema on request with an update that changes nothing', async () => {
    const before = structuredClone(db.installedApps.get('acme-crm'));
    const { user } = renderRoute('/installed-apps/acme-crm');
    await user.click(await screen.findByRole('button', { name: 'Load the schema' }));
    const schema = within(screen.getByRole('region', { name: 'Installed schema' }));
    expect(
      await schema.findByText(/^Received\s+with an update response \(version/),
    ).toBeInTheDocument();
    expect(schema.getByRole('region', { name: 'Look up CRM contact' })).toBeInTheDocument();
    expect(db.installedApps.get('acme-crm')).toEqual(before);
    expect(db.events.all().filter((event) => event.type === 'app.groups_updated')).toEqual([]);
  });

  it('shows the not-found screen for an app that is not installed, with the way back', async () => {
    const { user, router } = renderRoute('/installed-apps/slotly');
    expect(await screen.findByText('Installed app "slotly" was not found')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to the installed apps' }));
    expect(await appsTable()).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/installed-apps');
  });

  it('saves its groups in admin view, and keeps edits when saving fails', async () => {
    allowContractViolations();
    let failures = 1;
    server.use(
      http.put('*/api/v1/installed_apps/:id', () =>
        failures-- > 0
          ? HttpResponse.json({ error: { code: 'boom', message: 'Disk full.' } }, { status: 500 })
          : undefined,
      ),
    );
    const { user } = renderRoute('/installed-apps/acme-crm');
    const editor = within(await screen.findByRole('region', { name: 'Groups' }));
    await user.click(editor.getByRole('button', { name: 'Remove the group admins' }));
    await user.type(editor.getByLabelText('Add groups'), 'support, ops{Enter}');
    expect(editor.getByRole('list', { name: 'Groups to save' })).toHaveTextContent(
      'salessupportops',
    );

    await user.click(editor.getByRole('button', { name: 'Save groups' }));
    await findFailure('Disk full.', screen.getByRole('region', { name: 'Groups' }));
    expect(editor.getByRole('list', { name: 'Groups to save' })).toHaveTextContent(
      'salessupportops',
    );
    expect(db.installedApps.get('acme-crm')?.groups).toEqual(['sales', 'admins']);

    await user.click(editor.getByRole('button', { name: 'Save groups' }));
    expect(await screen.findByText('Groups saved: sales, support, ops.')).toBeInTheDocument();
    expect(db.installedApps.get('acme-crm')?.groups).toEqual(['sales', 'support', 'ops']);
    expect(editor.getByRole('button', { name: 'Save groups' })).toBeDisabled();
    // The demo API recorded the change as an event, once.
    const changes = db.events.all().filter((event) => event.type === 'app.groups_updated');
    expect(changes.map((event) => event.data)).toEqual([
      {
        app_identifier: 'acme-crm',
        groups: ['sales', 'support', 'ops'],
        previous_groups: ['sales', 'admins'],
      },
    ]);
    // The update answered with the schema, so it shows now.
    expect(screen.getByText(/^Received\s+with an update response \(version/)).toBeInTheDocument();
  });

  it('shows groups read-only outside admin view', async () => {
    renderRoute('/installed-apps/acme-crm', { connection: { adminView: false } });
    const details = within(await screen.findByRole('region', { name: 'Details' }));
    expect(details.getByRole('list', { name: 'Groups' })).toHaveTextContent('salesadmins');
    expect(screen.queryByRole('region', { name: 'Groups' })).not.toBeInTheDocument();
  });
});

describe('the installed schema viewer', () => {
  async function installAndRead(identifier: string) {
    const view = renderRoute('/installed-apps');
    const dialog = await openInstallDialog(view.user);
    await view.user.type(within(dialog).getByLabelText(/App identifier/), identifier);
    await view.user.click(within(dialog).getByRole('button', { name: 'Install' }));
    const schema = await screen.findByRole('region', { name: 'Installed schema' });
    await within(schema).findByText(/^Received\s+with the install response/);
    return { schema: within(schema), unmount: view.unmount };
  }

  it('shows each action: request, headers and params by kind with secrets redacted, form, response', async () => {
    const { schema } = await installAndRead('ticketly');
    expect(schema.getByText('Support › Helpdesk')).toBeInTheDocument();
    expect(schema.getByRole('heading', { name: 'Actions (3)' })).toBeInTheDocument();
    const open = within(schema.getByRole('region', { name: 'Open Ticketly ticket' }));
    expect(open.getByText('POST')).toBeInTheDocument();
    const headers = within(open.getByRole('table', { name: 'Headers of Open Ticketly ticket' }));
    expect(headers.getByText('connection · api_key')).toBeInTheDocument();
    expect(headers.getByText('form · priority')).toBeInTheDocument();

    const form = within(open.getByRole('table', { name: 'Form fields of Open Ticketly ticket' }));
    const title = within(form.getByRole('row', { name: rowNamed('ticket__title') }));
    expect(title.getByText('TextField')).toBeInTheDocument();
    expect(form.getByText('AsyncSelect')).toBeInTheDocument();
    // Names as the schema writes them, never turned back into brackets.
    expect(form.getByText('ticket__body')).toBeInTheDocument();
    expect(open.queryByText('ticket[title]')).not.toBeInTheDocument();
    expect(
      within(
        open.getByRole('table', { name: 'Response data of Open Ticketly ticket' }),
      ).getAllByRole('row').length,
    ).toBeGreaterThan(1);
    expect(schema.getByRole('heading', { name: 'Triggers (2)' })).toBeInTheDocument();
    expect(schema.getByRole('region', { name: /^Ticket created/ })).toBeInTheDocument();
  });

  it('previews each action form read-only with the settings-form renderer, loading nothing', async () => {
    const optionRequests: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.includes('/provider/')) optionRequests.push(request.url);
    };
    server.events.on('request:start', record);
    // Chatter's channel field prefetches its options when it is filled in for real.
    const { user } = renderRoute('/installed-apps/chatter');
    await user.click(await screen.findByRole('button', { name: 'Load the schema' }));
    const send = within(await screen.findByRole('region', { name: 'Send Chatter message' }));
    const preview = within(
      send.getByRole('group', { name: 'Form preview of Send Chatter message' }),
    );
    const message = preview.getByRole('textbox', { name: 'Message' });
    expect(message).toHaveAttribute('readonly');
    expect(message).toBeRequired();
    expect(message).toHaveAttribute('data-field-name', 'message__text');
    const channel = preview.getByRole('combobox', { name: 'Channel' });
    expect(channel).toHaveAttribute('readonly');
    await user.click(channel);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    server.events.removeListener('request:start', record);
    expect(optionRequests).toEqual([]);
    // The definitions beside it keep the schema's names as they come.
    const fields = within(send.getByRole('table', { name: 'Form fields of Send Chatter message' }));
    expect(fields.getByText('message__text')).toBeInTheDocument();
  });

  it('never shows a secret', async () => {
    const { schema } = await installAndRead('slotly');
    const book = within(schema.getByRole('region', { name: 'Book Slotly meeting' }));
    const headers = within(book.getByRole('table', { name: 'Headers of Book Slotly meeting' }));
    expect(headers.getByTitle('A secret: its value is never shown')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/\{% redact/);
    expect(document.body).not.toHaveTextContent(/Bearer/);
    const connection = within(schema.getByRole('table', { name: 'Connection fields' }));
    const token = within(connection.getByRole('row', { name: rowNamed('token') }));
    expect(token.getByText('Secret')).toBeInTheDocument();
  });

  it('renders setup instructions from Markdown without raw HTML or unsafe links', async () => {
    const { schema } = await installAndRead('ticketly');
    expect(await schema.findByRole('heading', { name: 'Connect Ticketly' })).toBeInTheDocument();
    expect(
      schema.getByText(/<script>alert\("stolen " \+ document\.cookie\)<\/script>/),
    ).toBeInTheDocument();
    // A safety check looks at the DOM itself: no query by role sees script elements or handlers.
    // eslint-disable-next-line testing-library/no-node-access
    const dangerous = document.querySelectorAll('script, [onerror], [onclick], [style*="fixed"]');
    expect(dangerous).toHaveLength(0);
    const link = schema.getByRole('link', { name: 'Ticketly API keys' });
    expect(link).toHaveAttribute('href', 'https://help.ticketly.example/api-keys');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(schema.queryByRole('link', { name: 'Open the admin page' })).not.toBeInTheDocument();
    expect(schema.queryByRole('link', { name: /Click anywhere/ })).not.toBeInTheDocument();
  });

  it('keeps a schema in the tab, so it is still there after a reload', async () => {
    const installed = await installAndRead('slotly');
    expect(
      installed.schema.getByRole('region', { name: 'Cancel Slotly booking' }),
    ).toBeInTheDocument();
    installed.unmount();
    // A fresh app and query cache, as after a reload: the schema comes from session storage.
    renderRoute('/installed-apps/slotly');
    const schema = within(await screen.findByRole('region', { name: 'Installed schema' }));
    expect(
      await schema.findByRole('region', { name: 'Cancel Slotly booking' }),
    ).toBeInTheDocument();
    expect(schema.getByText(/^Received\s+with the install response/)).toBeInTheDocument();
  });
});
