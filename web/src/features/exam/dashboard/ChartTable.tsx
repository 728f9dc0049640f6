import { Table, VisuallyHidden } from '@mantine/core';

/** The figures of a chart as a table only screen readers see (the chart itself is an image to them). */
export function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: readonly string[];
  rows: ReadonlyArray<readonly (string | number)[]>;
}) {
  return (
    <VisuallyHidden>
      <Table aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {headers.map((header) => (
              <Table.Th key={header}>{header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={String(row[0])}>
              {row.map((cell, index) => (
                <Table.Td key={headers[index] ?? index}>{cell}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}
