import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useExaminationPapersQuery } from '../../../generated/graphql';
import { formatPoints } from '../question/question-labels';

export interface ChosenPaper {
  id: string;
  totalScore: number;
  passScore: number;
}

/** Searchable select of READY and LOCKED papers (publishablePapers); answers the chosen paper's totals. */
export function PaperSelect({
  value,
  onChange,
  label,
  error,
  disabled,
  description,
}: {
  value: string | null;
  onChange: (paper: ChosenPaper | null) => void;
  label: string;
  error: ReactNode;
  disabled: boolean;
  description?: string;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data, loading, previousData } = useExaminationPapersQuery({
    variables: { name: debounced.trim() || null },
    fetchPolicy: 'cache-and-network',
  });
  const papers = useMemo(() => (data ?? previousData)?.publishablePapers ?? [], [data, previousData]);
  const [known, setKnown] = useState<Map<string, string>>(new Map());
  useEffect(() => {
    setKnown((previous) => {
      const next = new Map(previous);
      papers.forEach((paper) => next.set(paper.id, paper.name));
      return next;
    });
  }, [papers]);
  const options = papers.map((paper) => ({
    value: paper.id,
    label: paper.name,
    total: paper.totalScore,
  }));
  if (value && !options.some((option) => option.value === value)) {
    options.push({ value, label: known.get(value) ?? t('examination:paper.current'), total: 0 });
  }
  return (
    <Select
      label={label}
      withAsterisk
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      data={options.map((option) => ({ value: option.value, label: option.label }))}
      value={value}
      onChange={(id) => {
        const paper = papers.find((candidate) => candidate.id === id);
        onChange(paper ? { id: paper.id, totalScore: paper.totalScore, passScore: paper.passScore } : null);
      }}
      renderOption={({ option }) => {
        const paper = papers.find((candidate) => candidate.id === option.value);
        return paper
          ? [
              paper.name,
              t(`examPaper:statuses.${paper.paperStatus}`),
              t('examination:paper.total', { points: formatPoints(paper.totalScore) }),
            ].join(' · ')
          : option.label;
      }}
      nothingFoundMessage={loading ? t('examination:paper.loading') : t('examination:paper.none')}
      error={error}
      disabled={disabled}
      description={description}
      filter={({ options: all }) => all}
    />
  );
}
