import { z } from 'zod';

/** Same rules as the server's UserInput (server/src/modules/system/user/user.inputs.ts, user.validators.ts). */
export const accountPattern = /^[A-Za-z0-9_.@-]+$/;
export const mobilePattern = /^1[3-9]\d{9}$/;
export const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const message = (key: string) => `user:validation.${key}`;

/**
 * The add/edit form, checked on blur and on submit. `isNew` is not a field: it tells the add form
 * (password and confirmation required, 6 to 64 characters, equal) from the edit form (no password).
 */
export const userFormSchema = z
  .object({
    isNew: z.boolean(),
    account: z
      .string()
      .trim()
      .min(1, message('accountRequired'))
      .max(45, message('accountTooLong'))
      .regex(accountPattern, message('accountFormat')),
    password: z.string(),
    password2: z.string(),
    name: z.string().trim().max(20, message('nameTooLong')),
    realName: z.string().trim().max(10, message('realNameTooLong')),
    phone: z
      .string()
      .trim()
      .refine((value) => value === '' || value.length === 11, message('phoneLength'))
      .refine((value) => value.length !== 11 || mobilePattern.test(value), message('phoneFormat')),
    email: z
      .string()
      .trim()
      .max(45, message('emailTooLong'))
      .refine((value) => value === '' || emailPattern.test(value), message('emailFormat')),
    sex: z.string(),
    birthday: z.string(),
    userType: z.string().min(1, message('userTypeRequired')),
    roleIds: z.array(z.string()).min(1, message('roleRequired')),
    deptIds: z.array(z.string()).min(1, message('deptRequired')),
    postIds: z.array(z.string()),
  })
  .superRefine((values, context) => {
    if (!values.isNew) {
      return;
    }
    if (values.password === '') {
      context.addIssue({ code: 'custom', path: ['password'], message: message('passwordRequired') });
    } else if (values.password.length < 6 || values.password.length > 64) {
      context.addIssue({ code: 'custom', path: ['password'], message: message('passwordLength') });
    }
    if (values.password2 === '') {
      context.addIssue({ code: 'custom', path: ['password2'], message: message('password2Required') });
    } else if (values.password2 !== values.password) {
      context.addIssue({ code: 'custom', path: ['password2'], message: message('passwordMismatch') });
    }
  });

export type UserFormValues = z.infer<typeof userFormSchema>;

/** The platform dialog: user type and extension text (at most 4000 characters, as on the server). */
export const userPlatformSchema = z.object({
  userType: z.string().min(1, message('userTypeRequired')),
  userExt: z.string().max(4000, message('userExtTooLong')),
});

export type UserPlatformValues = z.infer<typeof userPlatformSchema>;

/** Roles, departments and posts given to approved registrations (roles and departments required). */
export const approveSchema = z.object({
  roleIds: z.array(z.string()).min(1, message('roleRequired')),
  deptIds: z.array(z.string()).min(1, message('deptRequired')),
  postIds: z.array(z.string()),
});

export type ApproveValues = z.infer<typeof approveSchema>;
