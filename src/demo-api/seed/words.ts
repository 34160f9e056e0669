/** Word lists the generators combine with the seeded random source. */

/** `'a, b, c'` -> `['a', 'b', 'c']`: keeps long lists compact. */
const list = (text: string): readonly string[] => text.trim().split(/\s*,\s*/);

export const FIRST_NAMES = list(`
  Ada, Grace, Alan, Katherine, Linus, Margaret, Dennis, Barbara, Ken, Frances, Tim, Radia, Guido, Hedy,
  Edsger, Sophie, John, Annie, Donald, Jean, Niklaus, Shafi, Leslie, Mary, Bjarne, Anita, Vint, Karen,
  Yukihiro, Joan, Satoshi, Priya, Mateo, Aisha, Lars, Mei, Kwame, Ingrid, Rafael, Zainab`);

export const LAST_NAMES = list(`
  Lovelace, Hopper, Turing, Johnson, Torvalds, Hamilton, Ritchie, Liskov, Thompson, Allen, Berners-Lee,
  Perlman, van Rossum, Lamarr, Dijkstra, Wilson, McCarthy, Easley, Knuth, Bartik, Wirth, Goldwasser,
  Lamport, Keller, Stroustrup, Borg, Cerf, Sparck Jones, Matsumoto, Clarke, Nakamoto, Raman, Garcia,
  Okafor, Nilsen, Chen, Mensah, Lindqvist, Costa, Abdi`);

export const COMPANIES = list(`
  Acme Corp, Globex, Initech, Umbrella Health, Hooli, Vandelay Industries, Stark Logistics, Wayne Freight,
  Soylent Foods, Tyrell Systems, Cyberdyne, Wonka Confectionery, Pied Piper, Massive Dynamic, Oscorp,
  Gringotts Bank, Monarch Solutions, Blue Sun, Nakatomi Trading, Aperture Labs`);

export const EMAIL_DOMAINS = list('example.com, example.org, example.net');

export const TIME_ZONES = list(`
  America/New_York, America/Chicago, America/Denver, America/Los_Angeles, America/Sao_Paulo,
  Europe/London, Europe/Berlin, Europe/Madrid, Europe/Stockholm, Africa/Lagos, Africa/Nairobi,
  Asia/Kolkata, Asia/Tokyo, Asia/Singapore, Australia/Sydney, Pacific/Auckland, UTC`);

export const USER_GROUPS = list('admins, ops, sales, support, finance, marketing');

/** Permission-group combinations workflows carry. */
export const WORKFLOW_GROUPS: readonly (readonly string[])[] = [
  [],
  [],
  [],
  ['ops'],
  ['sales', 'admins'],
  ['support'],
  ['finance', 'admins'],
  ['marketing'],
  ['ops', 'support'],
];

export const PLANS = list('free, starter, pro, enterprise');
export const REGIONS = list('emea, amer, apac');

/** The first channels every workspace has, then `<team>-<topic>` combinations. */
export const BASE_CHANNELS = list('general, random, announcements, sales, support, ops');
export const CHANNEL_TEAMS = list(`
  sales, support, eng, ops, marketing, finance, design, product, people, legal, data, infra, security,
  growth, cs, partners`);
export const CHANNEL_TOPICS = list(`
  emea, apac, amer, alerts, standup, leads, oncall, releases, deals, random, hiring, launch, feedback,
  incidents, wins, ideas, help, digest`);
