/**
 * Which of the service's extensions (operations from the vendor's reference, not in the interface
 * document) this connection offers, as far as the console has learned: offered, not offered (and
 * hidden), or not known yet. The reads can be checked now; writes are learned when first used.
 */
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { EXTENSIONS } from '@/api/extensions';
import { probeReadExtensions } from '@/api/extension-probe';
import { extensionStore, forgetExtensions } from '@/config/extensions';
import { useStore } from '@/lib/store';

export function ExtensionsCard() {
  const findings = useStore(extensionStore);
  const [checking, setChecking] = useState(false);
  const check = () => {
    setChecking(true);
    void probeReadExtensions().finally(() => setChecking(false));
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            Extensions this service offers
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Operations from the vendor’s reference that the interface document does not list. A
            service may lack any of them; the console hides what it learns is not offered (an answer
            404 for the route, 405 or 501) and keeps working without it.
          </Typography>
          <ul aria-label="Extensions" style={{ margin: 0, paddingLeft: 20 }}>
            {EXTENSIONS.map((info) => {
              const finding = findings[info.id];
              const state = !finding
                ? 'not known yet (learned when first used)'
                : finding.state === 'offered'
                  ? 'offered'
                  : `not offered (it answered ${String(finding.status)}); hidden`;
              return (
                <li key={info.id}>
                  <Typography variant="body2" component="span">
                    <code>{info.operation}</code>: {info.enables}: <strong>{state}</strong>
                  </Typography>
                </li>
              );
            })}
          </ul>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={check} disabled={checking}>
              {checking ? 'Checking…' : 'Check the reads now'}
            </Button>
            <Button onClick={forgetExtensions}>Forget what was learned</Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}
