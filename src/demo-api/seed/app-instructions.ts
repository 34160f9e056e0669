/** Markdown setup instructions of the catalog apps; one of them is deliberately hostile. */
import type { AppId } from './action-spec';

interface InstructionSpec {
  name: string;
  settingsPath: string;
  docsUrl: string;
  secretName: string;
}

function friendly({ name, settingsPath, docsUrl, secretName }: InstructionSpec): string {
  return [
    `## Connect ${name}`,
    '',
    `1. Sign in to ${name} as an administrator.`,
    `2. Open **${settingsPath}** and create a new key for *Workflow Console*.`,
    `3. Paste the ${secretName} below. It is stored encrypted and never shown again.`,
    '',
    '### Permissions',
    '',
    '- Read access to the objects your workflows use',
    '- Write access for the actions you enable',
    '',
    `See the [${name} API guide](${docsUrl}) for details.`,
  ].join('\n');
}

/** Content a safe Markdown renderer must neutralise: raw HTML, script, event handlers, bad link schemes. */
const HOSTILE = [
  '## Connect Ticketly',
  '',
  '<script>alert("stolen " + document.cookie)</script>',
  '',
  'Paste your key here: <img src="x" onerror="alert(1)">',
  '',
  '- [Open the admin page](javascript:alert(1))',
  '- [Download the helper](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '- [Ticketly API keys](https://help.ticketly.example/api-keys)',
  '',
  '<a href="https://phish.example" style="position:fixed;inset:0">Click anywhere</a>',
].join('\n');

export function setupInstructions(app: AppId): string {
  switch (app) {
    case 'chatter':
      return friendly({
        name: 'Chatter',
        settingsPath: 'Workspace settings → Bots',
        docsUrl: 'https://docs.chatter.example/bots',
        secretName: 'bot token and signing secret',
      });
    case 'acme-crm':
      return friendly({
        name: 'Acme CRM',
        settingsPath: 'Setup → API keys',
        docsUrl: 'https://developers.acme-crm.example',
        secretName: 'API key',
      });
    case 'mailbird':
      return friendly({
        name: 'Mailbird',
        settingsPath: 'Account → Extras → API keys',
        docsUrl: 'https://mailbird.example/developer',
        secretName: 'access token',
      });
    case 'ledgerly':
      return friendly({
        name: 'Ledgerly',
        settingsPath: 'Developers → API keys',
        docsUrl: 'http://docs.ledgerly.example/keys',
        secretName: 'secret key',
      });
    case 'ticketly':
      return HOSTILE;
    case 'slotly':
      return friendly({
        name: 'Slotly',
        settingsPath: 'Integrations → API & webhooks',
        docsUrl: 'https://developer.slotly.example',
        secretName: 'personal access token',
      });
  }
}
