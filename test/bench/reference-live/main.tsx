// The live-mode reference: React + MUI (AppBar, Drawer, Table) + TanStack Query fetching the same
// first page of workflows from the same server as the console (the sandbox), with the same Bearer
// key, and showing its rows. Nothing else: no router, no decoding, no error handling worth the name.
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { createRoot } from 'react-dom/client';

/** Set by the benchmark before the page runs (never in a URL). */
const { baseUrl, key } = (window as unknown as { __BENCH_API__: { baseUrl: string; key: string } })
  .__BENCH_API__;

interface Row {
  id: string;
  name: string;
  key: string;
  status: string;
  updated_at_string: string;
}

async function firstPage(): Promise<Row[]> {
  const response = await fetch(`${baseUrl}/api/v1/workflows?user_key=main&limit=25`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${key}` },
  });
  const body = (await response.json()) as { collection: Row[] };
  return body.collection;
}

/** `?overview`: the overview's first request (the newest 100 finished actions), shown as a count. */
const OVERVIEW = new URLSearchParams(window.location.search).has('overview');

async function firstActions(): Promise<number> {
  const response = await fetch(`${baseUrl}/api/v1/actions/completed?limit=100`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${key}` },
  });
  const body = (await response.json()) as { collection: unknown[] };
  return body.collection.length;
}

function Figure() {
  const query = useQuery({ queryKey: ['actions'], queryFn: firstActions });
  return query.data === undefined ? null : (
    <Typography variant="h4" data-figure="Runs">
      {query.data}
    </Typography>
  );
}

function Rows() {
  const query = useQuery({ queryKey: ['workflows'], queryFn: firstPage });
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Key</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Updated</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {(query.data ?? []).map((row) => (
          <TableRow key={row.id}>
            <TableCell>{row.name}</TableCell>
            <TableCell>{row.key}</TableCell>
            <TableCell>{row.status}</TableCell>
            <TableCell>{row.updated_at_string}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

createRoot(document.getElementById('root') as HTMLElement).render(
  <QueryClientProvider client={new QueryClient()}>
    <ThemeProvider theme={createTheme()}>
      <CssBaseline />
      <AppBar position="fixed">
        <Toolbar>
          <Typography variant="h6">Reference</Typography>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex' }}>
        <Drawer variant="permanent" sx={{ width: 200, '& .MuiDrawer-paper': { width: 200 } }}>
          <Toolbar />
          <List>
            <ListItemButton>
              <ListItemText primary="Workflows" />
            </ListItemButton>
          </List>
        </Drawer>
        <Box component="main" sx={{ flexGrow: 1 }}>
          <Toolbar />
          {OVERVIEW ? <Figure /> : <Rows />}
        </Box>
      </Box>
    </ThemeProvider>
  </QueryClientProvider>,
);
