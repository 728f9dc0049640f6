import { Button, Grid, Group, NumberInput, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubmitRegionMutation, type RegionQuery } from '../../../generated/graphql';
import { errorMessage, isSessionEndingError } from '../../../shared/errors/error-message';
import { notifyError } from '../../../shared/errors/notify-error';
import { usePermission } from '../../../shared/permission/usePermission';
import { notifySuccess } from '../../../shared/ui/crud/notify-success';
import { formFieldErrors } from '../../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../../shared/errors/handled-errors';
import { regionSchema, type RegionFormValues } from './region-form';
import { zodValidate } from '../../../shared/forms/zod-validate';

export type RegionDetailRow = RegionQuery['region'];

/**
 * The chosen region (edit) or a new region below it (add). Code and parent are fixed once a region
 * exists; the level comes from the parent.
 */
export function RegionDetail({
  region,
  mode,
  onSaved,
  onAddChild,
  onDelete,
  onCancelAdd,
}: {
  region: RegionDetailRow;
  mode: 'edit' | 'add';
  onSaved: (saved: { code: string; parentCode: string }) => void;
  onAddChild: () => void;
  onDelete: () => void;
  onCancelAdd: () => void;
}) {
  const { t, i18n } = useTranslation();
  const canAdd = usePermission('region_add');
  const canEdit = usePermission('region_edit');
  const canDelete = usePermission('region_delete');
  const adding = mode === 'add';
  const parentCode = adding ? region.code : region.parentCode;
  const form = useForm<RegionFormValues>({
    mode: 'controlled',
    initialValues: adding
      ? { parentCode: region.code, code: region.code === '00' ? '' : region.code, name: '', sort: 1, remark: '' }
      : { parentCode: region.parentCode, code: region.code, name: region.name, sort: region.sort, remark: region.remark ?? '' },
    validate: zodValidate(regionSchema(parentCode)),
    validateInputOnBlur: true,
  });
  const [submitRegion] = useSubmitRegionMutation({ context: handledErrors });
  const readOnly = !adding && !canEdit;
  const errorText = (error: ReactNode): ReactNode => (typeof error === 'string' && i18n.exists(error) ? t(error) : error);
  const parentLabel = adding ? `${region.code} ${region.name}` : `${region.parentCode} ${region.parentName ?? ''}`.trim();

  const submit = async (values: RegionFormValues) => {
    try {
      const result = await submitRegion({
        variables: {
          input: {
            code: values.code.trim(),
            name: values.name.trim(),
            ...(adding ? { parentCode: region.code } : {}),
            sort: values.sort === '' ? null : values.sort,
            remark: values.remark.trim() === '' ? null : values.remark.trim(),
          },
        },
      });
      notifySuccess(t(adding ? 'crud:notify.added' : 'crud:notify.updated'));
      const saved = result.data?.submitRegion;
      onSaved({ code: saved?.code ?? values.code.trim(), parentCode: saved?.parentCode ?? parentCode });
    } catch (error) {
      const fieldErrors = formFieldErrors(error, ['code', 'name', 'sort', 'remark', 'parentCode']);
      if (Object.keys(fieldErrors).length > 0) {
        form.setErrors(fieldErrors);
      } else if (!isSessionEndingError(error)) {
        notifyError(errorMessage(error, t));
      }
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit(submit)} aria-label={t(adding ? 'region:detail.addTitle' : 'region:detail.title')}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={3} fz="h4">
            {adding ? t('region:detail.addBelow', { name: region.name }) : region.name}
          </Title>
          {!adding && (
            <Group gap="xs">
              {canAdd && region.regionLevel < 5 && (
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAddChild}>
                  {t('region:detail.addChild')}
                </Button>
              )}
              {canDelete && region.parentCode !== '0' && (
                <Button variant="outline" color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
                  {t('crud:row.delete')}
                </Button>
              )}
            </Group>
          )}
        </Group>
        <Grid columns={24} gap="md">
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <TextInput label={t('region:fields.parentCode')} value={parentLabel} readOnly />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <TextInput
              label={t('region:fields.regionLevel')}
              value={t(`region:levels.${adding ? Math.min(region.regionLevel + 1, 5) : region.regionLevel}`)}
              readOnly
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <TextInput
              {...form.getInputProps('code')}
              error={errorText(form.errors['code'])}
              label={t('region:fields.code')}
              placeholder={adding ? t('region:placeholders.code') : undefined}
              withAsterisk={adding}
              readOnly={!adding}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <TextInput
              {...form.getInputProps('name')}
              error={errorText(form.errors['name'])}
              label={t('region:fields.name')}
              placeholder={readOnly ? undefined : t('region:placeholders.name')}
              withAsterisk={!readOnly}
              readOnly={readOnly}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 24, sm: 12 }}>
            <NumberInput
              {...form.getInputProps('sort')}
              error={errorText(form.errors['sort'])}
              label={t('region:fields.sort')}
              allowDecimal={false}
              min={0}
              readOnly={readOnly}
            />
          </Grid.Col>
          <Grid.Col span={24}>
            <Textarea
              {...form.getInputProps('remark')}
              error={errorText(form.errors['remark'])}
              label={t('region:fields.remark')}
              autosize
              minRows={2}
              readOnly={readOnly}
            />
          </Grid.Col>
        </Grid>
        {(adding || canEdit) && (
          <Group justify="flex-end" gap="sm">
            {adding && (
              <Button variant="default" onClick={onCancelAdd} disabled={form.submitting}>
                {t('crud:dialog.cancel')}
              </Button>
            )}
            <Button type="submit" loading={form.submitting}>
              {t(adding ? 'crud:dialog.save' : 'crud:dialog.update')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
