import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Icon } from '@/api/models';
import { AppIcon } from '@/components/app-icon';
import { safeHttpUrl } from '@/utils/urls';
import { Side } from './side';
import type { PairViewProps } from './types';

function IconView({ icon, label }: { icon: Icon; label: string }) {
  const { url } = icon;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <AppIcon url={url} name={label} size={24} />
      <Typography variant="caption" sx={{ overflowWrap: 'anywhere' }}>
        {url === null
          ? 'No icon'
          : safeHttpUrl(url)
            ? url
            : `${url.slice(0, 60)} (not an http(s) URL: not loaded)`}
      </Typography>
    </Stack>
  );
}

/** The icon: its picture (http(s) only) and URL. */
export function IconPair({ pair }: PairViewProps<'icon'>) {
  if (!pair.changed) return <IconView icon={pair.published} label="Icon" />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
      <Side label="Published">
        <IconView icon={pair.published} label="Published icon" />
      </Side>
      <Side label="Draft">
        <IconView icon={pair.draft} label="Draft icon" />
      </Side>
    </Stack>
  );
}
