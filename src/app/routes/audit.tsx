import { AuditPage } from '@/features/audit/audit-page';
import { GatewayOnly } from './gateway-only';

/** `/audit?user=&action=&resource=&status=&from=&to=`: the audit trail (gateway mode). */
export function AuditRoute() {
  return (
    <GatewayOnly title="Audit trail">
      <AuditPage />
    </GatewayOnly>
  );
}
