/**
 * A real OpenID provider for the tests (`oidc-provider`, with its development sign-in pages), on a
 * free port on 127.0.0.1, and a small "person at a browser" who follows redirects between the
 * gateway and the provider and fills in the provider's sign-in and consent forms.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';
import { PUBLIC_URL, type Browser } from './support';

export const CLIENT_ID = 'workflow-console';
export const CLIENT_SECRET = 'workflow-console-secret-for-tests';

const ABSENT = Symbol('the claim is not sent');

interface Person {
  email: string;
  roles?: string[];
  /** `email_verified` as the provider sends it (true when not given); ABSENT leaves it out. */
  verified?: unknown;
}

/** The people the provider knows: their e-mail, its `email_verified` and the `roles` claim. */
export const PEOPLE: Record<string, Person> = {
  ada: { email: 'ada@example.com', roles: ['admin'] },
  olu: { email: 'olu@example.com', roles: ['operator', 'staff'] },
  vic: { email: 'vic@partner.example' },
  liz: { email: 'liz@example.com', roles: ['staff'] },
  // Allow-listed as admins by address or domain, with addresses nobody has verified.
  mal: { email: 'mal@example.com', roles: [], verified: false },
  nia: { email: 'nia@unverified.example', verified: ABSENT },
  sam: { email: 'sam@unverified.example', verified: 'true' },
  fay: { email: 'fay@unverified.example', verified: 'false' },
  bea: { email: 'bea@unverified.example', verified: false },
  tom: { email: 'tom@unverified.example', verified: true },
};

function emailClaims(person: Person) {
  const verified = person.verified === undefined ? true : person.verified;
  return verified === ABSENT
    ? { email: person.email }
    : { email: person.email, email_verified: verified };
}

export interface TestProvider {
  issuer: string;
  close: () => Promise<void>;
}

export async function startProvider(): Promise<TestProvider> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: CLIENT_ID,
        client_secret: CLIENT_SECRET,
        redirect_uris: [`${PUBLIC_URL}/auth/oidc/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'roles'] },
    findAccount: (_ctx, sub) => {
      const person = PEOPLE[sub];
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: sub,
          ...emailClaims(person),
          ...(person.roles ? { roles: person.roles } : {}),
        }),
      };
    },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['oidc-provider-cookie-key-for-tests'] },
  });
  const handle = provider.callback();
  server.on('request', (request, response) => {
    void handle(request, response);
  });
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of the provider's origin, kept like a browser would. */
class Jar {
  private readonly cookies = new Map<string, string>();
  header() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
  keep(response: Response) {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      if (/expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(pair.slice(0, at));
      else this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }
}

function form(html: string): { action: string; fields: Record<string, string> } {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`the provider's page has no form:\n${html.slice(0, 500)}`);
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(
    /<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g,
  ))
    fields[match[1] ?? ''] = match[2] ?? '';
  return { action: action.replace(/&amp;/g, '&'), fields };
}

/**
 * Signs `login` in through the gateway: /auth/oidc/start, the provider's forms, back to the callback.
 * Answers the gateway's last answer (the callback's redirect).
 */
export async function signInWithProvider(
  gateway: Browser,
  issuer: string,
  login: string,
  returnTo = '/',
) {
  const jar = new Jar();
  let answer = await gateway.request(
    'GET',
    `/auth/oidc/start?return_to=${encodeURIComponent(returnTo)}`,
  );
  let location = answer.headers.get('location');
  for (let step = 0; step < 12 && location; step += 1) {
    const target = new URL(location, issuer);
    if (target.origin === new URL(PUBLIC_URL).origin) {
      answer = await gateway.request('GET', `${target.pathname}${target.search}`);
      return answer;
    }
    let response = await fetch(target, { headers: { cookie: jar.header() }, redirect: 'manual' });
    jar.keep(response);
    if (response.status === 200) {
      const page = form(await response.text());
      const body = new URLSearchParams(page.fields);
      if (page.fields.prompt === 'login') {
        body.set('login', login);
        body.set('password', 'any password: the development provider does not check it');
      }
      response = await fetch(new URL(page.action, issuer), {
        method: 'POST',
        headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
        body: body.toString(),
        redirect: 'manual',
      });
      jar.keep(response);
    }
    location = response.headers.get('location');
  }
  throw new Error('the sign-in did not come back to the gateway');
}
