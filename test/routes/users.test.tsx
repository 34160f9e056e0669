import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PREFERENCES_KEY } from '@/config/preferences';
import type { UserRecord } from '@/demo-api/store/records';
import { db } from '../support/demo-server';
import { failRequests, findFailure, serviceDown } from '../support/failures';
import { currentUrl, renderRoute } from '../support/render';

/** The users as the service orders them (newest first), optionally only keys containing `search`. */
function usersNewestFirst(search = ''): UserRecord[] {
  return db.users
    .all()
    .filter((user) => user.key.toLowerCase().includes(search.toLowerCase()))
    .sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id));
}

/** The keys in the users table now (none while it shows skeleton rows). */
function rowKeys(): string[] {
  const table = screen.queryByRole('table', { name: 'Users' });
  if (!table || within(table).queryAllByTestId('skeleton-row').length > 0) return [];
  return (
    within(table)
      .getAllByRole('row')
      .slice(1)
      // The key's link: the cell also holds the folded email, shown where the email column hides.
      .map((row) => within(row).getAllByRole('cell')[0]?.querySelector('a')?.textContent ?? '')
  );
}

const expectKeys = (keys: string[]) => waitFor(() => expect(rowKeys()).toEqual(keys));

describe('the users screen', () => {
  it('lists the first 25 users, newest first, with name, email, time zone, groups and creation', async () => {
    renderRoute('/users');
    const all = usersNewestFirst();
    await expectKeys(all.slice(0, 25).map((user) => user.key));
    const withGroups = all.slice(0, 25).find((user) => (user.groups ?? []).length > 0);
    if (!withGroups) throw new Error('no user with groups on the first page');
    const row = screen.getByRole('row', { name: new RegExp(`^${withGroups.key} `) });
    expect(row).toHaveTextContent(withGroups.email);
    expect(row).toHaveTextContent(withGroups.time_zone);
    for (const group of withGroups.groups ?? []) expect(within(row).getByText(group)).toBeVisible();
    expect(within(row).getByRole('link', { name: withGroups.key })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('searches keys, names and e-mail addresses over every page, with the search in the URL', async () => {
    const { user, router } = renderRoute('/users?limit=10');
    const all = usersNewestFirst();
    await expectKeys(all.slice(0, 10).map((u) => u.key));
    const box = screen.getByRole('textbox', { name: /Key, name or e-mail/ });
    // An e-mail domain no key has: found among every page the console reads.
    const byEmail = all.filter((u) => u.email.includes('example.net'));
    expect(byEmail.length).toBeGreaterThan(10);
    await user.type(box, 'example.net');
    await waitFor(() => expect(currentUrl(router)).toBe('/users?limit=10&search=example.net'));
    expect(
      await screen.findByText(`${byEmail.length} of ${all.length} users match.`),
    ).toBeInTheDocument();
    await expectKeys(byEmail.slice(0, 10).map((u) => u.key));
    // A name ("Acme Corp"); the service's own key search answers keys first.
    await user.clear(box);
    await user.type(box, 'corp');
    expect(await screen.findByText(`1 of ${all.length} users matches.`)).toBeInTheDocument();
    await expectKeys(['acme']);
    await user.clear(box);
    await user.type(box, 'glob');
    await expectKeys(['globex']);
  });

  it('says when a linked later page is empty, and goes back to the first page', async () => {
    const oldest = usersNewestFirst().at(-1);
    const { user, router } = renderRoute(`/users?search=&starting_after=${oldest?.id ?? ''}`);
    const empty = await screen.findByText('Nothing on this page');
    await user.click(screen.getByRole('button', { name: 'Back to the first page' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/users?search='));
    expect(
      await screen.findByRole('link', { name: usersNewestFirst()[0]?.key ?? '' }),
    ).toBeVisible();
    expect(empty).not.toBeInTheDocument();
  });

  it('says when nothing matches, and clears the search', async () => {
    const { user, router } = renderRoute('/users?search=zzz-nobody');
    const empty = await screen.findByText('No user’s key, name or e-mail contains “zzz-nobody”');
    await user.click(screen.getByRole('button', { name: 'Clear the search' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/users'));
    await expectKeys(
      usersNewestFirst()
        .slice(0, 25)
        .map((u) => u.key),
    );
    expect(screen.getByRole('textbox', { name: /Key, name or e-mail/ })).toHaveValue('');
    expect(empty).not.toBeInTheDocument();
  });

  it('shows a chosen user’s data schema as a table and acts as them', async () => {
    const { user, router } = renderRoute('/users?search=glob');
    await user.click(await screen.findByRole('link', { name: 'globex' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/users?search=glob&user=globex'));
    const details = await screen.findByRole('region', { name: 'User Globex (globex)' });
    const globex = db.userByKey('globex');
    const schema = within(details).getByRole('table', { name: 'Data schema of globex' });
    const company = globex?.user_data_schema.find(({ children }) => (children ?? []).length > 0);
    const { children: nestedFields } = company ?? { children: null };
    const nested = (nestedFields ?? []).length;
    expect(within(schema).getAllByRole('row')).toHaveLength(
      1 + (globex?.user_data_schema.length ?? 0) + nested,
    );
    expect(within(schema).getByText(`{{${company?.data_path ?? ''}}}`)).toBeInTheDocument();
    const secret = globex?.user_data_schema.find((field) => field.secret);
    if (secret?.value) {
      expect(within(schema).getByText(`{% redact ${secret.data_path} %}`)).toBeInTheDocument();
      expect(within(schema).queryByText(secret.value)).not.toBeInTheDocument();
    }

    await user.click(within(details).getByRole('button', { name: 'Act as this user' }));
    expect(
      await screen.findByRole('button', { name: 'Acting as user globex. Change user' }),
    ).toBeInTheDocument();
    expect(within(details).getByRole('status')).toHaveTextContent('The console acts as this user');
    expect(window.localStorage.getItem(PREFERENCES_KEY)).toContain('"actingUserKey":"globex"');
  });

  it('finds a linked user who is not on the page, and says when no user has the key', async () => {
    const oldest = usersNewestFirst().at(-1);
    if (!oldest) throw new Error('no users');
    const { router } = renderRoute(`/users?user=${oldest.key}`);
    const title = oldest.name ? `${oldest.name} (${oldest.key})` : oldest.key;
    const details = await screen.findByRole('region', { name: `User ${title}` });
    expect(within(details).getAllByText(oldest.email).length).toBeGreaterThan(0);
    await router.navigate('/users?user=no-such-user');
    expect(await screen.findByText('No user has the key "no-such-user"')).toBeInTheDocument();
  });

  it('shows a failure with the request id, and retries', async () => {
    const failing = failRequests('get', '/users', serviceDown);
    const { user } = renderRoute('/users');
    const alert = await findFailure('Loading users failed: The service answered 503');
    expect(alert).toHaveTextContent('The service is down for maintenance.');
    expect(alert).toHaveTextContent('req_ops_503');
    failing.failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await expectKeys(
      usersNewestFirst()
        .slice(0, 25)
        .map((u) => u.key),
    );
  });
});
