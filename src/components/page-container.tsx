import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface PageContainerProps {
  title: ReactNode;
  /** Plain text for the document title when `title` is not a string. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}

/** The frame of every screen: a heading (and the tab title), an optional subtitle and actions. */
export function PageContainer({
  title,
  documentTitle,
  subtitle,
  actions,
  children,
}: PageContainerProps) {
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth: 1600 }}>
      <DocumentTitle title={documentTitle ?? (typeof title === 'string' ? title : undefined)} />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ mb: 2, justifyContent: 'space-between', alignItems: { sm: 'flex-end' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="h5"
            component="h1"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
          >
            {title}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {subtitle}
            </Typography>
          ) : null}
        </Box>
        {actions ? (
          <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}
