import { Table } from '@radix-ui/themes';
import type { ReactNode } from 'react';

export interface StackedColumn {
  key: string;
  /** Also the label each cell shows when the table is stacked on a phone. */
  header: string;
  align?: 'left' | 'right';
}

export interface StackedRow {
  key: string;
  cells: Record<string, ReactNode>;
}

interface StackedTableProps {
  label: string;
  columns: readonly StackedColumn[];
  rows: readonly StackedRow[];
}

/** A table on wide screens; on phones every row becomes a card of label and value pairs. */
export function StackedTable({ label, columns, rows }: StackedTableProps) {
  return (
    <Table.Root variant="surface" size="2" className="admin-table">
      {/* Table.Root's props land on a wrapper; a caption names the table itself. */}
      <caption className="cl-visually-hidden">{label}</caption>
      <Table.Header>
        <Table.Row>
          {columns.map((column) => (
            <Table.ColumnHeaderCell key={column.key} justify={column.align === 'right' ? 'end' : 'start'}>
              {column.header}
            </Table.ColumnHeaderCell>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((row) => (
          <Table.Row key={row.key}>
            {columns.map((column, index) =>
              index === 0 ? (
                <Table.RowHeaderCell key={column.key} data-label={column.header}>
                  {row.cells[column.key]}
                </Table.RowHeaderCell>
              ) : (
                <Table.Cell key={column.key} data-label={column.header} justify={column.align === 'right' ? 'end' : 'start'}>
                  {row.cells[column.key]}
                </Table.Cell>
              ),
            )}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
