import { Select } from '@mantine/core';

/** One examination to offer, with the label its page builds (counts, status). */
export interface ExaminationOption {
  value: string;
  label: string;
}

/** The texts a page gives the picker (its own namespace): label, placeholder, loading, none, nothingFound, unknown. */
export type ExaminationPickerText = 'label' | 'placeholder' | 'loading' | 'none' | 'nothingFound' | 'unknown';

/**
 * The examination a staff page works on (grading, proctoring): a searchable select of the page's examinations.
 * A chosen examination stays selectable while the list loads or after it left the list.
 */
export function ExaminationPicker({
  value,
  options,
  loading,
  text,
  onChange,
}: {
  value: string;
  options: readonly ExaminationOption[];
  loading: boolean;
  text: (key: ExaminationPickerText) => string;
  onChange: (examinationId: string) => void;
}) {
  const data = [...options];
  if (value && !data.some((option) => option.value === value)) {
    data.unshift({ value, label: loading ? text('loading') : text('unknown') });
  }
  return (
    <Select
      label={text('label')}
      placeholder={loading ? text('loading') : data.length === 0 ? text('none') : text('placeholder')}
      data={data}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      nothingFoundMessage={text('nothingFound')}
      maw={520}
      allowDeselect={false}
    />
  );
}
