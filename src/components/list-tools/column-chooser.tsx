/**
 * "Columns": a menu of the table's columns, each a checkbox; the first (the row's name) always shows.
 * The choice lives in the URL (`?cols=`), so it is kept with a saved view.
 */
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useId, useState } from 'react';
import type { ColumnChoice } from './use-column-choice';

export function ColumnChooser<Id extends string>({ choice }: { choice: ColumnChoice<Id> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const { columns, shown } = choice;
  const toggle = (id: Id) =>
    choice.setShown(shown.includes(id) ? shown.filter((each) => each !== id) : [...shown, id]);
  const left = columns.length - shown.length;
  return (
    <>
      <Button
        size="small"
        startIcon={<ViewColumnOutlined />}
        aria-haspopup="true"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        Columns{left > 0 ? ` (${String(left)} hidden)` : ''}
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={anchor !== null}
        onClose={() => setAnchor(null)}
        slotProps={{ list: { 'aria-label': 'Columns shown', dense: true } }}
      >
        {columns.map((column, index) => {
          const checked = shown.includes(column.id);
          return (
            <MenuItem
              key={column.id}
              role="menuitemcheckbox"
              aria-checked={checked}
              disabled={index === 0}
              onClick={() => toggle(column.id)}
            >
              <Checkbox
                size="small"
                checked={checked}
                tabIndex={-1}
                disableRipple
                sx={{ p: 0, mr: 1 }}
                slotProps={{ input: { 'aria-hidden': true } }}
              />
              <ListItemText
                primary={column.label}
                secondary={index === 0 ? 'Always shown' : null}
              />
            </MenuItem>
          );
        })}
        {shown.length < columns.length ? (
          <MenuItem onClick={() => choice.setShown(columns.map((column) => column.id))}>
            <ListItemText primary="Show every column" sx={{ pl: 3.5 }} />
          </MenuItem>
        ) : null}
      </Menu>
    </>
  );
}
