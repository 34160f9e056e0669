/**
 * Section navigation that looks like tabs: links, the current one marked with aria-current="page" and
 * underlined. Unlike MUI's Tabs it measures nothing (its indicator forces a layout of the whole page on
 * every change, which made opening a big canvas noticeably slower).
 */
import { styled } from '@mui/material/styles';
import { NavLink } from 'react-router';

const List = styled('ul')(({ theme }) => ({
  display: 'flex',
  gap: 4,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  overflowX: 'auto',
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

const Item = styled(NavLink)(({ theme }) => ({
  display: 'inline-block',
  padding: '10px 16px',
  fontWeight: 600,
  fontSize: '0.875rem',
  whiteSpace: 'nowrap',
  color: theme.palette.text.secondary,
  textDecoration: 'none',
  borderBottom: '2px solid transparent',
  marginBottom: -1,
  '&:hover': { color: theme.palette.text.primary, background: theme.palette.action.hover },
  '&[aria-current="page"]': {
    color: theme.palette.primary.main,
    borderBottomColor: theme.palette.primary.main,
  },
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
}));

export interface NavTab {
  label: string;
  to: string;
  /** Marks the current section (NavLink's own matching does not see the query string). */
  current: boolean;
}

export function NavTabs({ label, tabs }: { label: string; tabs: NavTab[] }) {
  return (
    <nav aria-label={label}>
      <List>
        {tabs.map((tab) => (
          <li key={tab.label}>
            <Item to={tab.to} end aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
