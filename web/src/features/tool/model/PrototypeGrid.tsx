import { Checkbox, ScrollArea, Select, Table, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { COMPONENT_TYPES, PROPERTY_TYPES, QUERY_TYPES, type PrototypeRow } from './prototype-rows';

const FLAGS = ['isForm', 'isList', 'isQuery', 'isRequired'] as const;
/** The select cells: field and minimum width. */
const SELECTS = [
  ['propertyType', 150],
  ['componentType', 130],
  ['queryType', 120],
] as const;

type Change = <Key extends keyof PrototypeRow>(index: number, key: Key, value: PrototypeRow[Key]) => void;

/** The prototype editor grid: one row per column, every setting editable in place. */
export function PrototypeGrid({
  rows,
  errors,
  onChange,
}: {
  rows: readonly PrototypeRow[];
  errors: Map<number, Record<string, string>>;
  onChange: Change;
}) {
  const { t } = useTranslation();
  const options = (values: readonly string[], group: string) =>
    values.map((value) => ({ value, label: t(`develop:prototype.${group}.${value}`) }));
  const choices = {
    propertyType: options(PROPERTY_TYPES, 'types'),
    componentType: options(COMPONENT_TYPES, 'components'),
    queryType: options(QUERY_TYPES, 'queries'),
  };
  const column = (key: string) => t(`develop:prototype.columns.${key}`);

  return (
    <ScrollArea type="auto" offsetScrollbars>
      <Table striped withTableBorder verticalSpacing={4} miw={1280} aria-label={t('develop:prototype.button')}>
        <Table.Thead>
          <Table.Tr>
            {['jdbcName', 'jdbcComment', 'propertyName', 'propertyType', 'componentType', 'queryType', ...FLAGS, 'dictCode'].map((key) => (
              <Table.Th key={key} style={{ whiteSpace: 'nowrap' }}>
                {column(key)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => {
            const problems = errors.get(index) ?? {};
            const label = (key: string) => `${row.jdbcName} ${column(key)}`;
            const textCell = (key: 'jdbcComment' | 'propertyName' | 'dictCode', width: number) => (
              <Table.Td miw={width}>
                <TextInput
                  size="xs"
                  aria-label={label(key)}
                  value={row[key]}
                  error={problems[key]}
                  onChange={(event) => onChange(index, key, event.currentTarget.value)}
                />
              </Table.Td>
            );
            return (
              <Table.Tr key={row.jdbcName}>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {row.jdbcName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {row.jdbcType}
                  </Text>
                </Table.Td>
                {textCell('jdbcComment', 160)}
                {textCell('propertyName', 140)}
                {SELECTS.map(([key, width]) => (
                  <Table.Td key={key} miw={width}>
                    <Select
                      size="xs"
                      aria-label={label(key)}
                      data={choices[key]}
                      value={row[key]}
                      error={problems[key]}
                      allowDeselect={false}
                      onChange={(value) => value && onChange(index, key, value)}
                    />
                  </Table.Td>
                ))}
                {FLAGS.map((flag) => (
                  <Table.Td key={flag}>
                    <Checkbox
                      aria-label={`${row.jdbcName} ${t(`develop:prototype.flags.${flag}`)}`}
                      checked={row[flag]}
                      onChange={(event) => onChange(index, flag, event.currentTarget.checked)}
                    />
                  </Table.Td>
                ))}
                {textCell('dictCode', 130)}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
