import { FileInput, Stack, Text } from '@mantine/core';
import { IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CrudFieldRenderProps } from '../../../../shared/ui/crud/crud-types';
import { isBpmnFileName, readText } from '../deploy/bpmn-files';

/** The model's BPMN XML, taken from a chosen .bpmn / .bpmn20.xml file; says how much is loaded now. */
export function ModelXmlInput({ inputProps, mode }: CrudFieldRenderProps) {
  const { t } = useTranslation('workflowAdmin');
  const [file, setFile] = useState<File | null>(null);
  const [wrongType, setWrongType] = useState(false);
  const xml = typeof inputProps.value === 'string' ? inputProps.value : '';
  if (mode === 'view') {
    return (
      <Text size="sm">
        <Text span fw={500}>
          {inputProps.label}:{' '}
        </Text>
        {xml ? t('model.xmlLoaded', { count: xml.length }) : t('model.xmlNone')}
      </Text>
    );
  }
  return (
    <Stack gap={4}>
      <FileInput
        label={inputProps.label}
        description={xml ? t('model.xmlLoaded', { count: xml.length }) : t('model.xmlNone')}
        placeholder={t('model.xmlPlaceholder')}
        accept=".bpmn,.xml"
        clearable
        value={file}
        error={wrongType ? t('deploy.validation.fileType') : inputProps.error}
        leftSection={<IconFileUpload size={16} aria-hidden />}
        onChange={(chosen) => {
          setFile(chosen);
          setWrongType(false);
          if (!chosen) {
            return;
          }
          if (!isBpmnFileName(chosen.name)) {
            setWrongType(true);
            return;
          }
          void readText(chosen).then((text) => inputProps.onChange(text));
        }}
      />
    </Stack>
  );
}
