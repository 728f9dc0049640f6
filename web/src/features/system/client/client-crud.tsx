import { Checkbox, Group, Switch } from '@mantine/core';
import { z } from 'zod';
import { wholeNumberSchema } from '../../../shared/utils/whole-number-schema';
import type { ClientFilter, ClientsQuery } from '../../../generated/graphql';
import { i18n } from '../../../i18n/i18n';
import type { CrudConfig } from '../../../shared/ui/crud/crud-types';

/** A row of the client list. */
export type ClientRow = ClientsQuery['clients']['records'][number];

/** Grant types the server accepts (client.inputs.ts GRANT_TYPES). */
export const grantTypes = ['password', 'refresh_token', 'captcha', 'authorization_code', 'social'] as const;

const validity = (requiredKey: string) => wholeNumberSchema(60, 31_536_000, 'client:validation.validityInvalid', requiredKey);

/** The client form; rules as on the server (client.inputs.ts). */
export const clientSchema = z.object({
  clientId: z
    .string()
    .trim()
    .min(1, 'client:validation.clientIdRequired')
    .regex(/^[A-Za-z0-9_-]{1,48}$/, 'client:validation.clientIdFormat'),
  authorizedGrantTypes: z.array(z.enum(grantTypes)).min(1, 'client:validation.grantTypesRequired'),
  scope: z.string().trim().min(1, 'client:validation.scopeRequired').max(255, 'client:validation.tooLong'),
  webServerRedirectUri: z.string().trim().max(255, 'client:validation.tooLong'),
  accessTokenValidity: validity('client:validation.accessTokenValidityRequired'),
  refreshTokenValidity: validity('client:validation.refreshTokenValidityRequired'),
  rotateSecret: z.boolean(),
});

export interface ClientFormValues {
  clientId: string;
  authorizedGrantTypes: string[];
  scope: string;
  webServerRedirectUri: string;
  accessTokenValidity: number | '';
  refreshTokenValidity: number | '';
  rotateSecret: boolean;
}

function splitGrantTypes(value: string): string[] {
  return value
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0);
}

/** Grant types as shown: translated names, comma-joined. */
function grantTypesText(value: string): string {
  return splitGrantTypes(value)
    .map((type) => i18n.t(`client:grantTypes.${type}`, { defaultValue: type }))
    .join(', ');
}

/** Applications (/system/client): OAuth clients; their secrets are stored hashed and shown once. */
export const clientCrud: CrudConfig<ClientRow, ClientFormValues, ClientFilter> = {
  key: 'system.client',
  title: 'menu:client',
  permissions: { add: 'client_add', edit: 'client_edit', delete: 'client_delete', view: 'client_view' },
  columns: [
    { accessor: 'clientId', title: 'client:fields.clientId', sortable: true, noWrap: true },
    { accessor: 'scope', title: 'client:fields.scope', noWrap: true },
    {
      accessor: 'authorizedGrantTypes',
      title: 'client:fields.authorizedGrantTypes',
      value: (row) => grantTypesText(row.authorizedGrantTypes),
    },
    { accessor: 'accessTokenValidity', title: 'client:fields.accessTokenValidity', noWrap: true },
    { accessor: 'refreshTokenValidity', title: 'client:fields.refreshTokenValidity', noWrap: true },
    { accessor: 'webServerRedirectUri', title: 'client:fields.webServerRedirectUri', ellipsis: true, maxWidth: 200 },
  ],
  search: [{ name: 'clientId', label: 'client:fields.clientId', placeholder: 'client:placeholders.clientId' }],
  form: {
    width: 720,
    schema: clientSchema,
    initialValues: {
      clientId: '',
      authorizedGrantTypes: ['password', 'refresh_token'],
      scope: 'all',
      webServerRedirectUri: '',
      accessTokenValidity: 3600,
      refreshTokenValidity: 604800,
      rotateSecret: false,
    },
    fromRow: (row) => ({
      clientId: row.clientId,
      authorizedGrantTypes: splitGrantTypes(row.authorizedGrantTypes),
      scope: row.scope,
      webServerRedirectUri: row.webServerRedirectUri ?? '',
      accessTokenValidity: row.accessTokenValidity,
      refreshTokenValidity: row.refreshTokenValidity,
      rotateSecret: false,
    }),
    fields: [
      { name: 'clientId', label: 'client:fields.clientId', placeholder: 'client:placeholders.clientId', required: true, span: 12 },
      { name: 'scope', label: 'client:fields.scope', placeholder: 'client:placeholders.scope', required: true, span: 12 },
      {
        name: 'authorizedGrantTypes',
        label: 'client:fields.authorizedGrantTypes',
        required: true,
        render: ({ inputProps }) => (
          <Checkbox.Group
            label={inputProps.label}
            withAsterisk={inputProps.withAsterisk}
            error={inputProps.error}
            value={Array.isArray(inputProps.value) ? inputProps.value.filter((item): item is string => typeof item === 'string') : []}
            onChange={(value) => {
              inputProps.onChange(value);
            }}
            onBlur={inputProps.onBlur}
            readOnly={inputProps.readOnly}
          >
            <Group mt="xs" gap="md">
              {grantTypes.map((type) => (
                <Checkbox key={type} value={type} label={i18n.t(`client:grantTypes.${type}`)} disabled={inputProps.readOnly} />
              ))}
            </Group>
          </Checkbox.Group>
        ),
      },
      {
        name: 'webServerRedirectUri',
        label: 'client:fields.webServerRedirectUri',
        placeholder: 'client:placeholders.webServerRedirectUri',
      },
      { name: 'accessTokenValidity', label: 'client:fields.accessTokenValidity', type: 'number', required: true, span: 12 },
      { name: 'refreshTokenValidity', label: 'client:fields.refreshTokenValidity', type: 'number', required: true, span: 12 },
      {
        name: 'rotateSecret',
        label: 'client:fields.rotateSecret',
        hiddenIn: ['add', 'view'],
        render: ({ inputProps }) => (
          <Switch
            label={inputProps.label}
            description={i18n.t('client:rotateHint')}
            checked={inputProps.value === true}
            onChange={(event) => inputProps.onChange(event.currentTarget.checked)}
          />
        ),
      },
    ],
  },
  export: { fileName: 'menu:client' },
};
