/**
 * The frame's app: the host's theme and language (right to left where it is written so), the
 * workflow's form for the token's user, and the states around it (loading, not found, nothing to
 * fill in, a failure with a retry). No router, no console shell: the form alone, sized by its
 * content, at most the host's `maxWidth` wide.
 */
import { CacheProvider } from '@emotion/react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Typography from '@mui/material/Typography';
// MUI's own ThemeProvider also sets up CSS variables and colour-scheme switching (about 3 KiB of
// gzip); the frame has one scheme at a time, chosen by the host, so the plain provider does.
import { ThemeProvider } from '@mui/system';
import { useEffect, useMemo } from 'react';
import { isApiError } from '@/api/errors';
import { FailureAlert, FormStringsContext, useFormStrings } from '@/features/dynamic-form/embed';
import { SkeletonText } from '@/components/skeleton-text';
import { useStore, type Store } from '@/lib/store';
import type { FrameMessage } from '../sdk/protocol';
import type { EmbedApi } from '../api/embed-api';
import { EmbedForm } from './embed-form';
import { embedErrorOf } from '../api/embed-errors';
import { describeEmbedFailure } from './failures';
import type { FrameSettings } from './frame-store';
import { embedTheme } from './theme';
import { useWorkflow } from './use-workflow';

interface EmbedAppProps {
  workflowId: string;
  api: EmbedApi;
  settings: Store<FrameSettings>;
  send: (message: FrameMessage) => void;
}

export function EmbedApp({ workflowId, api, settings, send }: EmbedAppProps) {
  const { theme, strings, styleCache } = useStore(settings);
  const muiTheme = useMemo(() => embedTheme(theme, strings.dir), [theme, strings.dir]);
  useEffect(() => {
    const root = document.documentElement;
    root.lang = strings.lang;
    root.dir = strings.dir;
    root.style.colorScheme = theme.mode;
  }, [strings.lang, strings.dir, theme.mode]);
  return (
    <CacheProvider value={styleCache}>
      <FormStringsContext value={strings}>
        <ThemeProvider theme={muiTheme}>
          <CssBaseline />
          <EmbedPage workflowId={workflowId} api={api} send={send} maxWidth={theme.maxWidth} />
        </ThemeProvider>
      </FormStringsContext>
    </CacheProvider>
  );
}

interface EmbedPageProps extends Omit<EmbedAppProps, 'settings'> {
  maxWidth: number | null;
}

function EmbedPage({ workflowId, api, send, maxWidth }: EmbedPageProps) {
  const strings = useFormStrings();
  const { workflow, error, retry } = useWorkflow(api, workflowId);
  const loaded = workflow !== undefined;
  useEffect(() => {
    if (loaded) send({ type: 'ready' });
  }, [loaded, send]);
  useEffect(() => {
    if (error !== undefined) send({ type: 'error', error: embedErrorOf(error, 'load') });
  }, [error, send]);

  const notFound = isApiError(error) && error.isNotFound;
  return (
    // Room for the focus rings of the outermost controls, which the iframe would clip.
    <Box component="main" sx={{ p: '6px', maxWidth: maxWidth ?? undefined }}>
      {workflow ? <title>{workflow.name}</title> : null}
      {notFound ? (
        <Alert severity="info">
          <AlertTitle>{strings.page.notFoundTitle}</AlertTitle>
          {strings.embed.notFoundText}
        </Alert>
      ) : error !== undefined ? (
        <FailureAlert
          error={error}
          title={strings.page.loadFailed}
          onRetry={retry}
          describeOwn={(failure) => describeEmbedFailure(failure, strings.embed)}
        />
      ) : !workflow ? (
        <Box aria-busy="true" aria-label={strings.page.loading} role="status">
          <SkeletonText style={{ width: '50%', height: 28 }} />
          <SkeletonText style={{ width: '100%', height: 56, marginTop: 16 }} />
          <SkeletonText style={{ width: '100%', height: 56, marginTop: 16 }} />
        </Box>
      ) : (
        <>
          <Typography
            variant="h6"
            component="h1"
            // The service's words, in whatever direction they are written (a right-to-left page too).
            dir="auto"
            sx={{ overflowWrap: 'anywhere', lineHeight: 1.3 }}
          >
            {workflow.name}
          </Typography>
          {workflow.description ? (
            <Typography
              color="text.secondary"
              variant="body2"
              dir="auto"
              sx={{ mt: 0.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {workflow.description}
            </Typography>
          ) : null}
          <Box sx={{ mt: 2.5 }}>
            {workflow.form.length > 0 ? (
              <EmbedForm workflowId={workflowId} workflow={workflow} api={api} send={send} />
            ) : (
              <Alert severity="info">
                <AlertTitle>{strings.page.nothingToFillTitle}</AlertTitle>
                {strings.page.nothingToFillText}
              </Alert>
            )}
          </Box>
        </>
      )}
    </Box>
  );
}
