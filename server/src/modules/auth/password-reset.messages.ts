/** Messages of the password reset by SMS (zh-CN and en), registered by app/messages.ts. */
export const PASSWORD_RESET_MESSAGES = {
  'auth.resetPhoneInvalid': { 'zh-CN': '请输入 11 位手机号', en: 'Please enter an 11-digit mobile number' },
  'auth.resetTooOften': { 'zh-CN': '请求过于频繁，请稍后再试', en: 'Too many requests; please try again later' },
  'auth.resetCodeWrong': { 'zh-CN': '验证码不正确或已过期', en: 'The code is wrong or has expired' },
  'auth.resetPasswordRule': { 'zh-CN': '新密码须为 6~64 个字符', en: 'The new password must be 6 to 64 characters' },
} as const;
