import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { DocumentTitle } from './document-title';

interface PageContainerProps {
  /**
   * The page's heading. Left out by the screens whose header is a feature component with badges, an
   * icon and actions (a workflow, an action type); their content starts with it and its h1.
   */
  title?: ReactNode;
  /** Plain text for the document title when `title` is not a string (or is left out). */
  documentTitle?: string | null;
  subtitle?: ReactNode;
  actions?: ReactNode;
  /** Above the heading: the way back to where the page belongs. */
  breadcrumbs?: ReactNode;
  /** Wider than the usual 1,600 px for the screens with canvases and wide tables. */
  maxWidth?: number;
  children: ReactNode;
}

/**
 * The frame of every screen: the tab title, breadcrumbs, a heading with an optional subtitle and
 * actions, and the content, with the same padding and width everywhere.
 */
export function PageContainer({
  title,
  documentTitle,
  subtitle,
  actions,
  breadcrumbs,
  maxWidth = 1600,
  children,
}: PageContainerProps) {
  return (
    <Box component="section" sx={{ p: { xs: 2, md: 3 }, maxWidth }}>
      <DocumentTitle title={documentTitle ?? (typeof title === 'string' ? title : undefined)} />
      {breadcrumbs}
      {title === undefined ? null : (
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
      )}
      {children}
    </Box>
  );
}
