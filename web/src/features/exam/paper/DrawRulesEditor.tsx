import { ActionIcon, Badge, Button, Group, NumberInput, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { difficulties, formatPoints, questionTypes } from '../question/question-labels';
import { badgeStyles } from '../question/badge-styles';
import { newRule, type RuleDraft } from './paper-draft';

/**
 * Draw rules of a section: bank x type x difficulty -> count, score each; the pool of ENABLED questions
 * the server reported for the saved rule (changed rules show it after saving).
 */
export function DrawRulesEditor({
  sectionNumber,
  rules,
  bankOptions,
  readOnly,
  onChange,
}: {
  sectionNumber: number;
  rules: RuleDraft[];
  bankOptions: { value: string; label: string }[];
  readOnly: boolean;
  onChange: (rules: RuleDraft[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<RuleDraft>, poolChanges: boolean) =>
    onChange(
      rules.map((rule, position) =>
        position === index ? { ...rule, ...change, ...(poolChanges ? { available: undefined, fillable: undefined } : {}) } : rule,
      ),
    );
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('examPaper:rules.title')}
      </Text>
      {rules.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('examPaper:rules.none')}
        </Text>
      ) : (
        <Table withTableBorder aria-label={t('examPaper:rules.tableLabel', { section: sectionNumber })}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('examQuestion:fields.bank')}</Table.Th>
              <Table.Th>{t('examQuestion:fields.type')}</Table.Th>
              <Table.Th>{t('examQuestion:fields.difficulty')}</Table.Th>
              <Table.Th w={100}>{t('examPaper:rules.count')}</Table.Th>
              <Table.Th w={110}>{t('examPaper:rules.scoreEach')}</Table.Th>
              <Table.Th>{t('examPaper:rules.pool')}</Table.Th>
              <Table.Th>{t('examPaper:rules.subtotal')}</Table.Th>
              {!readOnly && <Table.Th w={50} />}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rules.map((rule, index) => {
              const name = t('examPaper:rules.ruleName', { section: sectionNumber, rule: index + 1 });
              return (
                <Table.Tr key={rule.key}>
                  <Table.Td>
                    <Select
                      aria-label={`${name}: ${t('examQuestion:fields.bank')}`}
                      data={bankOptions}
                      value={rule.bankId || null}
                      onChange={(value) => update(index, { bankId: value ?? '' }, true)}
                      readOnly={readOnly}
                      searchable
                      placeholder={t('examQuestion:placeholders.bank')}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${name}: ${t('examQuestion:fields.type')}`}
                      data={questionTypes.map((value) => ({ value, label: t(`examQuestion:types.${value}`) }))}
                      value={rule.questionType}
                      allowDeselect={false}
                      onChange={(value) => value && update(index, { questionType: value as RuleDraft['questionType'] }, true)}
                      readOnly={readOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Select
                      aria-label={`${name}: ${t('examQuestion:fields.difficulty')}`}
                      data={[
                        { value: '', label: t('examPaper:rules.anyDifficulty') },
                        ...difficulties.map((level) => ({ value: String(level), label: t(`examQuestion:difficulties.${level}`) })),
                      ]}
                      value={rule.difficulty}
                      allowDeselect={false}
                      onChange={(value) => update(index, { difficulty: value ?? '' }, true)}
                      readOnly={readOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${name}: ${t('examPaper:rules.count')}`}
                      min={1}
                      max={500}
                      allowDecimal={false}
                      value={rule.count}
                      onChange={(value) => update(index, { count: value }, false)}
                      readOnly={readOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    <NumberInput
                      aria-label={`${name}: ${t('examPaper:rules.scoreEach')}`}
                      min={0}
                      decimalScale={2}
                      value={rule.scoreEach}
                      onChange={(value) => update(index, { scoreEach: value }, false)}
                      readOnly={readOnly}
                    />
                  </Table.Td>
                  <Table.Td>
                    {rule.available === undefined ? (
                      <Text size="xs" c="dimmed">
                        {t('examPaper:rules.poolAfterSave')}
                      </Text>
                    ) : (
                      <Badge color={rule.available >= Number(rule.count) ? 'green' : 'red'} variant="light" tt="none" styles={badgeStyles}>
                        {t('examPaper:rules.available', { count: rule.available })}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td>{formatPoints(Number(rule.count) * Number(rule.scoreEach) || 0)}</Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Tooltip label={t('examPaper:rules.remove', { rule: index + 1 })}>
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={`${name}: ${t('examPaper:rules.remove', { rule: index + 1 })}`}
                          onClick={() => onChange(rules.filter((_, position) => position !== index))}
                        >
                          <IconTrash size={16} aria-hidden />
                        </ActionIcon>
                      </Tooltip>
                    </Table.Td>
                  )}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      {!readOnly && (
        <Group>
          <Button
            variant="light"
            size="xs"
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={() => onChange([...rules, newRule(bankOptions[0]?.value ?? '')])}
          >
            {t('examPaper:rules.add')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
