import PersonOutline from '@mui/icons-material/PersonOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { connectionStore } from '@/config/connection';
import { updatePreferences } from '@/config/preferences';
import { useActingUserKey } from '@/hooks/use-acting-user';
import { useStore } from '@/lib/store';
import { whenOnline } from '@/lib/when-online';

const ActingUserDialog = lazy(() =>
  whenOnline(() => import('@/features/users/acting-user-dialog')).then((module) => ({
    default: module.ActingUserDialog,
  })),
);

/**
 * The acting user_key, with a switcher (the dialog loads on first use): in the top bar, or `inline`
 * on a page whose content depends on the user (the settings form).
 */
export function ActingUserButton({ inline = false }: { inline?: boolean }) {
  const userKey = useActingUserKey();
  const { defaultUserKey } = useStore(connectionStore);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        color={inline ? 'primary' : 'inherit'}
        variant={inline ? 'outlined' : 'text'}
        size={inline ? 'small' : 'medium'}
        startIcon={<PersonOutline />}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        aria-label={`Acting as user ${userKey}. Change user`}
        sx={{ maxWidth: inline ? 320 : 240, textTransform: 'none' }}
      >
        <span
          className={inline ? undefined : 'acting-user-key'}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {inline ? `User: ${userKey} (switch)` : userKey}
        </span>
      </Button>
      {opened ? (
        <Suspense fallback={null}>
          <ActingUserDialog
            key={String(open)}
            open={open}
            current={userKey}
            defaultUserKey={defaultUserKey}
            onClose={() => setOpen(false)}
            onChoose={(key) => {
              updatePreferences({ actingUserKey: key });
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
