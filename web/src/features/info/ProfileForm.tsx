import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateMyInfoMutation, type MyProfileQuery } from '../../generated/graphql';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/errors/notify-error';
import { formFieldErrors } from '../../shared/ui/crud/server-field-errors';
import { handledErrors } from '../../shared/errors/handled-errors';
import { notifySuccess } from '../../shared/ui/crud/notify-success';
import { optionalText } from '../../shared/utils/form-schemas';
import { AvatarUpload } from './AvatarUpload';
import { profileSchema } from './info-rules';
import { zodValidate } from '../../shared/forms/zod-validate';

type Profile = MyProfileQuery['myProfile'];

interface ProfileValues {
  avatar: string;
  phone: string;
  email: string;
}

const fields = ['avatar', 'phone', 'email'] as const;

/** Avatar, real name, nickname and account (read-only), phone and e-mail (editable). */
export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation(['info', 'common']);
  const [save, { loading }] = useUpdateMyInfoMutation({ context: handledErrors, refetchQueries: ['Me', 'MyProfile'] });
  const form = useForm<ProfileValues>({
    mode: 'controlled',
    validateInputOnBlur: true,
    initialValues: { avatar: profile.avatar ?? '', phone: profile.phone ?? '', email: profile.email ?? '' },
    validate: zodValidate(profileSchema),
  });
  const loadedId = useRef(profile.id);
  useEffect(() => {
    if (loadedId.current !== profile.id) {
      loadedId.current = profile.id;
      form.setValues({ avatar: profile.avatar ?? '', phone: profile.phone ?? '', email: profile.email ?? '' });
    }
  }, [form, profile]);

  const translated = (value: unknown) => (typeof value === 'string' ? t(value) : undefined);
  const submit = async (values: ProfileValues) => {
    try {
      await save({
        variables: {
          input: { phone: values.phone.trim(), email: optionalText(values.email), ...(values.avatar ? { avatar: values.avatar } : {}) },
        },
      });
      form.resetDirty();
      notifySuccess(t('info:saved'));
    } catch (error) {
      const onFields = formFieldErrors(error, fields);
      if (Object.keys(onFields).length > 0) {
        form.setErrors(onFields);
      } else {
        notifyError(errorMessage(error, t));
      }
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
      <Stack gap="md" maw={520}>
        <AvatarUpload
          value={form.getValues().avatar}
          onChange={(link) => form.setFieldValue('avatar', link)}
          error={translated(form.errors['avatar'])}
        />
        <TextInput label={t('info:fields.realName')} value={profile.realName ?? ''} readOnly variant="filled" />
        <TextInput label={t('info:fields.name')} value={profile.name ?? ''} readOnly variant="filled" />
        <TextInput label={t('info:fields.account')} value={profile.account} readOnly variant="filled" />
        <TextInput
          {...form.getInputProps('phone')}
          error={translated(form.errors['phone'])}
          label={t('info:fields.phone')}
          placeholder={t('info:placeholders.phone')}
          autoComplete="tel"
          inputMode="numeric"
          withAsterisk
        />
        <TextInput
          {...form.getInputProps('email')}
          error={translated(form.errors['email'])}
          label={t('info:fields.email')}
          placeholder={t('info:placeholders.email')}
          autoComplete="email"
        />
        <Group>
          <Button type="submit" loading={loading}>
            {t('info:save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
