/** The column chooser's menu, loaded when first opened (the lists' first load carries no menu). */
import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { ChoosableColumn } from './list-columns';

interface ColumnMenuProps {
  columns: readonly ChoosableColumn[];
  shown: readonly string[];
  setShown: (ids: readonly string[]) => void;
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}

export default function ColumnMenu({
  columns,
  shown,
  setShown,
  id,
  anchor,
  onClose,
}: ColumnMenuProps) {
  const toggle = (columnId: string) =>
    setShown(
      shown.includes(columnId) ? shown.filter((each) => each !== columnId) : [...shown, columnId],
    );
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open
      onClose={onClose}
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
            <ListItemText primary={column.label} secondary={index === 0 ? 'Always shown' : null} />
          </MenuItem>
        );
      })}
      {shown.length < columns.length ? (
        <MenuItem onClick={() => setShown(columns.map((column) => column.id))}>
          <ListItemText primary="Show every column" sx={{ pl: 3.5 }} />
        </MenuItem>
      ) : null}
    </Menu>
  );
}
