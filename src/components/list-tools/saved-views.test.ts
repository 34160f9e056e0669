import { beforeEach, describe, expect, it } from 'vitest';
import {
  deleteLocalView,
  LOCAL_VIEWS_MAX,
  readLocalViews,
  saveLocalView,
  viewQuery,
  VIEWS_KEY,
} from './saved-views';
import { MemoryStorage } from '@test/support/memory-storage';

const localStorage = new MemoryStorage();

let ids = 0;
const newId = () => `v${String(++ids)}`;

describe('viewQuery', () => {
  it('drops the cursors and orders the parameters, so equal views compare equal', () => {
    expect(viewQuery('?on=false&starting_after=wf_9&cols=name,state')).toBe(
      'cols=name%2Cstate&on=false',
    );
    expect(viewQuery(new URLSearchParams('ending_before=x&limit=50'))).toBe('limit=50');
    expect(viewQuery('')).toBe('');
  });
});

describe('views kept in the browser', () => {
  beforeEach(() => {
    localStorage.clear();
    ids = 0;
  });

  it('saves views per list, by name, and replaces one saved again under the same name', () => {
    saveLocalView(localStorage, 'workflows', { name: 'Off', query: 'on=false' }, newId);
    saveLocalView(localStorage, 'workflows', { name: 'Drafts', query: 'draft=true' }, newId);
    saveLocalView(localStorage, 'users', { name: 'Acme', query: 'search=acme' }, newId);
    saveLocalView(localStorage, 'workflows', { name: 'off', query: 'on=false&limit=50' }, newId);
    expect(
      readLocalViews(localStorage, 'workflows').map(({ id, name, query }) => [id, name, query]),
    ).toEqual([
      ['v2', 'Drafts', 'draft=true'],
      ['v1', 'off', 'limit=50&on=false'],
    ]);
    expect(JSON.parse(localStorage.getItem(VIEWS_KEY) ?? '')).toEqual({
      workflows: [
        { id: 'v2', name: 'Drafts', query: 'draft=true' },
        { id: 'v1', name: 'off', query: 'limit=50&on=false' },
      ],
      users: [{ id: 'v3', name: 'Acme', query: 'search=acme' }],
    });
    deleteLocalView(localStorage, 'workflows', 'v2');
    expect(readLocalViews(localStorage, 'workflows').map((view) => view.name)).toEqual(['off']);
  });

  it('reads what it can of damaged storage, and refuses a view past the limit', () => {
    localStorage.setItem(
      VIEWS_KEY,
      JSON.stringify({
        workflows: [
          { id: 'ok', name: 'Fine', query: 'on=true' },
          { id: '', name: 'No id', query: '' },
          { id: 'x', name: 'No query' },
          'nonsense',
        ],
        events: 'not a list',
      }),
    );
    expect(readLocalViews(localStorage, 'workflows').map((view) => view.id)).toEqual(['ok']);
    expect(readLocalViews(localStorage, 'events')).toEqual([]);
    localStorage.setItem(VIEWS_KEY, '{not json');
    expect(readLocalViews(localStorage, 'workflows')).toEqual([]);

    for (let index = 0; index < LOCAL_VIEWS_MAX; index++)
      saveLocalView(localStorage, 'runs', { name: `View ${String(index)}`, query: '' }, newId);
    expect(saveLocalView(localStorage, 'runs', { name: 'One more', query: '' }, newId)).toEqual({
      error: 'This list already keeps 50 views: delete one first.',
    });
    expect(
      saveLocalView(localStorage, 'runs', { name: 'View 7', query: 'status=failed' }, newId),
    ).toMatchObject({ name: 'View 7', query: 'status=failed' });
  });
});
