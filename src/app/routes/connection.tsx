import { reloadPage } from '@/utils/reload-page';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  connectionStore,
  effectiveBaseUrl,
  getRuntimeConfig,
  resetConnection,
} from '@/config/connection';
import { ExtensionsCard } from '@/components/extensions-card';
import { PageContainer } from '@/components/page-container';
import { useStore } from '@/lib/store';
import { ConnectionForm } from '@/features/connection/connection-form';
import { DemoControlsCard } from '@/features/demo-controls/demo-controls-card';
import { SessionPage } from '@/features/session/session-page';

/** Only a service on this machine may be the sandbox; a real service is never probed for demo controls. */
function isLocalService(baseUrl: string): boolean {
  try {
    return ['localhost', '127.0.0.1'].includes(new URL(baseUrl).hostname);
  } catch {
    return false;
  }
}

/** Behind the gateway there is nothing to connect: the page shows the signed-in operator. */
export function ConnectionPage() {
  return getRuntimeConfig().mode === 'gateway' ? <SessionPage /> : <ConnectionSettingsPage />;
}

function ConnectionSettingsPage() {
  const connection = useStore(connectionStore);
  const runtime = getRuntimeConfig();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const [formKey, setFormKey] = useState(0);
  return (
    <PageContainer
      title="Connection"
      subtitle={`Defaults come from ${runtime.source}${runtime.source === 'config.json' ? ' (served beside index.html)' : ''}; what you save here applies to this browser.`}
    >
      <Stack spacing={3} sx={{ maxWidth: 760 }}>
        {runtime.problem ? <Alert severity="warning">{runtime.problem}</Alert> : null}
        {saved ? (
          <Alert severity="success" role="status" onClose={() => setSaved(false)}>
            Saved. The console now talks to{' '}
            {connection.mode === 'demo' ? 'the demo API' : effectiveBaseUrl(connection)}.
          </Alert>
        ) : null}
        <ConnectionForm
          key={formKey}
          current={connection}
          runtime={runtime}
          onSave={(values) => {
            const modeChanged = values.mode !== connection.mode;
            connectionStore.set(values);
            if (modeChanged) {
              reloadPage.now();
              return;
            }
            queryClient.clear();
            setSaved(true);
          }}
          onReset={() => {
            const before = connection.mode;
            const after = resetConnection();
            if (after.mode !== before) reloadPage.now();
            queryClient.clear();
            setFormKey((key) => key + 1);
          }}
        />
        <ExtensionsCard />
        {connection.mode === 'demo' || isLocalService(effectiveBaseUrl(connection)) ? (
          <DemoControlsCard
            key={effectiveBaseUrl(connection)}
            baseUrl={effectiveBaseUrl(connection)}
            apiKey={connection.mode === 'live' ? connection.apiKey : ''}
            optional={connection.mode === 'live'}
          />
        ) : null}
      </Stack>
    </PageContainer>
  );
}
