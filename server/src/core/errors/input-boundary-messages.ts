/** Messages of the input boundary (core/input): control characters, lengths, bodies. */
export const INPUT_BOUNDARY_MESSAGES = {
  'input.controlCharacter': { 'zh-CN': '{name}包含不允许的控制字符', en: '{name} contains a control character that is not allowed' },
  'input.tooMany': { 'zh-CN': '{name}项数过多', en: '{name} has too many items' },
  'input.bodyInvalid': { 'zh-CN': '请求体不是有效的JSON', en: 'The request body is not valid JSON' },
  'input.bodyTooLarge': { 'zh-CN': '请求体过大', en: 'The request body is too large' },
  'input.queryTooComplex': { 'zh-CN': '查询过于复杂', en: 'The query is too complex' },
} as const;
