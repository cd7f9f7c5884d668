import { Table, type TableTdProps, type TableThProps } from '@mantine/core';

/*
 * Money and hour columns: right-aligned, tabular figures, an amount never broken over two lines
 * (the .app-num class of app/global.css). Use NumberHead for the column's head so both align.
 */

/** A table cell holding a number, an amount or hours. */
export function NumberCell({ className, ...props }: TableTdProps) {
  return <Table.Td {...props} className={className ? `app-num ${className}` : 'app-num'} />;
}

/** The head of a number column. */
export function NumberHead({ className, ...props }: TableThProps) {
  return <Table.Th {...props} className={className ? `app-num ${className}` : 'app-num'} />;
}
