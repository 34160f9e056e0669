// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { installSuggestions, recentIdentifiers, rememberIdentifier } from './install-suggestions';

afterEach(() => localStorage.clear());

describe('what the install dialog suggests', () => {
  it('offers apps that action types need first, then recent ones, then the installed ones', () => {
    const suggestions = installSuggestions({
      installed: [{ app_identifier: 'chatter', name: 'Chatter' }],
      actionTypes: [
        { name: 'Book Slotly meeting', required_app_connection: 'slotly' },
        { name: 'Cancel Slotly booking', required_app_connection: 'slotly' },
        { name: 'Post to Chatter', required_app_connection: 'chatter' },
        { name: 'Call a webhook', required_app_connection: null },
      ],
      recent: ['ledgerly', 'slotly', 'chatter'],
    });
    expect(suggestions).toEqual([
      {
        identifier: 'slotly',
        source: 'needed',
        detail: 'Needed by Book Slotly meeting and 1 more',
      },
      { identifier: 'ledgerly', source: 'recent', detail: 'Typed here recently' },
      { identifier: 'chatter', source: 'installed', detail: 'Installed: Chatter' },
    ]);
  });

  it('remembers the identifiers typed, newest first, per connection', () => {
    rememberIdentifier('demo', 'slotly');
    rememberIdentifier('demo', 'ledgerly');
    rememberIdentifier('demo', 'slotly');
    rememberIdentifier('live:https://x.example', 'ticketly');
    expect(recentIdentifiers('demo')).toEqual(['slotly', 'ledgerly']);
    expect(recentIdentifiers('live:https://x.example')).toEqual(['ticketly']);
  });
});
