import { AlertsPage } from '@/features/alerts/alerts-page';
import { GatewayOnly } from './gateway-only';

/** `/alerts`: alert rules, firings and deliveries (gateway mode, admins). */
export function AlertsRoute() {
  return (
    <GatewayOnly title="Alerts">
      <AlertsPage />
    </GatewayOnly>
  );
}
