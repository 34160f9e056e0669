import { SessionsPage } from '@/features/sessions/sessions-page';
import { GatewayOnly } from './gateway-only';

/** `/sessions?user=`: who is signed in (gateway mode). */
export function SessionsRoute() {
  return (
    <GatewayOnly title="Sessions">
      <SessionsPage />
    </GatewayOnly>
  );
}
