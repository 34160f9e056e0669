import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { roleAtLeast } from '@/api/operations';
import { connectionStore } from '@/config/connection';
import { paths } from '@/config/paths';
import { sessionStore } from '@/config/session-store';
import { useStore } from '@/lib/store';

/**
 * Behind the gateway, for operators and admins: the audit trail of this workflow (an operator's
 * shows their own actions only).
 */
export function WorkflowAuditLink({ id }: { id: string }) {
  const { mode } = useStore(connectionStore);
  const session = useStore(sessionStore);
  if (mode !== 'gateway' || !session || !roleAtLeast(session.role, 'operator')) return null;
  return (
    <Button
      component={RouterLink}
      to={paths.audit({ resource: `workflow:${id}` })}
      size="small"
      startIcon={<FactCheckOutlined />}
      sx={{ flexShrink: 0 }}
    >
      Audit trail
    </Button>
  );
}
