/**
 * Option lists that the demo provider endpoints serve to AsyncSelect fields (channels, contacts,
 * channel members), and the sentinel origin their field URLs use.
 */
import { createRandom, type Random } from '@/demo-api/store/random';
import type { ProviderOption } from '@/demo-api/store/records';
import { unique } from './util';
import {
  BASE_CHANNELS,
  CHANNEL_TEAMS,
  CHANNEL_TOPICS,
  COMPANIES,
  FIRST_NAMES,
  LAST_NAMES,
} from './words';

/** Field URLs point here; the serializer rewrites this origin to the demo API's real host. */
export { ICON_ORIGIN } from './icon-svg';

export const PROVIDER_ORIGIN = 'https://provider.demo.invalid';

export const CHANNEL_COUNT = 330;
export const CONTACT_COUNT = 2000;
export const MEMBER_COUNT = 150;
/** Members belong to one of the first channels (the provider filters members by channel). */
export const CHANNELS_WITH_MEMBERS = 20;

export interface ProviderLists {
  channels: ProviderOption[];
  contacts: ProviderOption[];
  members: ProviderOption[];
}

const upperHex = (rng: Random, length: number): string => rng.hex(length).toUpperCase();

function uniqueId(prefix: string, taken: Set<string>, make: () => string): string {
  let id = `${prefix}${make()}`;
  while (taken.has(id)) id = `${prefix}${make()}`;
  taken.add(id);
  return id;
}

function buildChannels(rng: Random): ProviderOption[] {
  const names = new Set<string>();
  const ids = new Set<string>();
  const channelName = (i: number): string =>
    BASE_CHANNELS[i] ?? `${rng.pick(CHANNEL_TEAMS)}-${rng.pick(CHANNEL_TOPICS)}`;
  return Array.from({ length: CHANNEL_COUNT }, (_, i) => {
    const name = unique(channelName(i), names);
    return {
      id: uniqueId('C', ids, () => upperHex(rng, 10)),
      name,
      is_private: i >= BASE_CHANNELS.length && rng.chance(0.2),
      num_members: i < BASE_CHANNELS.length ? rng.int(150, 900) : rng.int(2, 120),
    };
  });
}

function buildContacts(rng: Random): ProviderOption[] {
  const ids = new Set<string>();
  return Array.from({ length: CONTACT_COUNT }, (_, i) => {
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const company = rng.pick(COMPANIES);
    const domain = `${company.toLowerCase().replace(/[^a-z]+/g, '')}.example`;
    const contactId = uniqueId('ct_', ids, () => rng.hex(10));
    const fullName = `${first} ${last}`;
    const local = `${first}.${last}`.toLowerCase().replace(/[^a-z.]+/g, '');
    return {
      id: contactId,
      name: fullName,
      contact_id: contactId,
      full_name: fullName,
      email: `${local}${i % 7 === 0 ? i : ''}@${domain}`,
      company,
    };
  });
}

function buildMembers(rng: Random, channels: ProviderOption[]): ProviderOption[] {
  const ids = new Set<string>();
  const withMembers = channels.slice(0, CHANNELS_WITH_MEMBERS);
  return Array.from({ length: MEMBER_COUNT }, (_, i) => ({
    id: uniqueId('U', ids, () => upperHex(rng, 10)),
    name: `${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`,
    // Every one of the first channels gets members, the rest are spread at random.
    channel: (withMembers[i] ?? rng.pick(withMembers)).id,
  }));
}

export function buildProviderLists(seed: number): ProviderLists {
  const rng = createRandom(seed);
  const channels = buildChannels(rng);
  return { channels, contacts: buildContacts(rng), members: buildMembers(rng, channels) };
}
