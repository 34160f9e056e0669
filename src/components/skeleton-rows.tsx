import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { SkeletonText } from './skeleton-text';

interface SkeletonRowsProps {
  rows: number;
  columns: number;
  /** Width of the first column's placeholder (usually the widest). */
  firstWidth?: number;
}

/** Placeholder table rows while a list's first page loads. */
export function SkeletonRows({ rows, columns, firstWidth = 70 }: SkeletonRowsProps) {
  return Array.from({ length: rows }, (_, row) => (
    <TableRow key={row} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, column) => (
        <TableCell key={column}>
          <SkeletonText style={{ width: column === 0 ? firstWidth : 70 }} />
        </TableCell>
      ))}
    </TableRow>
  ));
}
