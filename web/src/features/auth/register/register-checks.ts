export interface RegisterValues {
  tenantId: string;
  name: string;
  account: string;
  password: string;
  password2: string;
}

/**
 * The first failing check, in the order of SPEC §5: tenant id, account, password and confirmation,
 * the two equal; then the name the server requires. Messages are i18n keys of the register namespace.
 */
export function firstRegisterProblem(values: RegisterValues): { field: keyof RegisterValues; message: string } | undefined {
  if (values.tenantId.trim() === '') {
    return { field: 'tenantId', message: 'register:validation.tenantIdFirst' };
  }
  if (values.account.trim() === '') {
    return { field: 'account', message: 'register:validation.accountFirst' };
  }
  if (values.password === '' || values.password2 === '') {
    return { field: values.password === '' ? 'password' : 'password2', message: 'register:validation.passwordFirst' };
  }
  if (values.password !== values.password2) {
    return { field: 'password2', message: 'register:validation.mismatch' };
  }
  if (values.name.trim() === '') {
    return { field: 'name', message: 'register:validation.nameFirst' };
  }
  return undefined;
}
