/**
 * `/fill/workflows/:id?user_key=...&lang=...`: the settings form alone, for an end user: the
 * workflow's name and description, the form, nothing of the console around it, in the end user's
 * language (`lang`, else the browser's; right to left for Arabic and Hebrew). Works on a narrow
 * screen and by keyboard.
 */
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '@/api/errors';
import { DocumentTitle } from '@/components/document-title';
import { EmptyState } from '@/components/empty-state';
import { SkeletonText } from '@/components/skeleton-text';
import { FailureAlert, FormStringsContext, useFormStrings } from '@/features/dynamic-form';
import { SettingsForm } from '@/features/settings-form/components/settings-form';
import { workflowQueries } from '@/features/workflows/api/queries';
import { useFillLanguage, type FillLanguage } from './use-fill-language';
import { useFillUserKey } from './use-fill-user-key';

export function FillWorkflowPage() {
  const language = useFillLanguage();
  return (
    <Container
      component="main"
      id="main"
      maxWidth="md"
      lang={language?.strings.lang}
      dir={language?.strings.dir}
      sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}
    >
      {language ? (
        <InLanguage language={language}>
          <FillContent />
        </InLanguage>
      ) : (
        <Loading />
      )}
    </Container>
  );
}

/** The page's words, and for a right-to-left language its direction and flipped styles. */
function InLanguage({ language, children }: { language: FillLanguage; children: ReactNode }) {
  const { strings, styleCache } = language;
  const content = <FormStringsContext value={strings}>{children}</FormStringsContext>;
  if (!styleCache) return content;
  return (
    <CacheProvider value={styleCache}>
      <ThemeProvider theme={(outer: object) => ({ ...outer, direction: 'rtl' })}>
        {content}
      </ThemeProvider>
    </CacheProvider>
  );
}

function Loading() {
  const { page } = useFormStrings();
  return (
    <Box aria-busy="true" aria-label={page.loading}>
      <SkeletonText style={{ width: '60%', height: 32 }} />
      <SkeletonText style={{ width: '90%' }} />
      <SkeletonText style={{ width: '100%', height: 220, marginTop: 24 }} />
    </Box>
  );
}

function FillContent() {
  const { id = '' } = useParams();
  const userKey = useFillUserKey();
  const strings = useFormStrings();
  const query = useQuery(workflowQueries.detail(id, userKey));
  const workflow = query.data;

  const notFound = query.isError && isApiError(query.error) && query.error.isNotFound;
  const hasForm = Array.isArray(workflow?.form) && workflow.form.length > 0;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <DocumentTitle title={workflow?.name} suffix={strings.fill.settings} />
      {notFound ? (
        <EmptyState title={strings.page.notFoundTitle} description={strings.fill.notFoundText} />
      ) : query.isError ? (
        <FailureAlert
          error={query.error}
          title={strings.page.loadFailed}
          onRetry={() => void query.refetch()}
        />
      ) : !workflow ? (
        <Loading />
      ) : (
        <>
          <Typography
            variant="h4"
            component="h1"
            // The service's words, in whatever direction they are written (a right-to-left page too).
            dir="auto"
            sx={{ overflowWrap: 'anywhere', fontSize: { xs: '1.5rem', sm: '2rem' } }}
          >
            {workflow.name}
          </Typography>
          {workflow.description ? (
            <Typography
              color="text.secondary"
              dir="auto"
              sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {workflow.description}
            </Typography>
          ) : null}
          <Box sx={{ mt: 3 }}>
            {hasForm ? (
              <SettingsForm
                key={`${workflow.id}:${userKey}`}
                workflow={workflow}
                userKey={userKey}
                idPrefix="fill"
                audience="end-user"
              />
            ) : (
              <EmptyState
                title={strings.page.nothingToFillTitle}
                description={strings.page.nothingToFillText}
              />
            )}
          </Box>
        </>
      )}
    </Paper>
  );
}
