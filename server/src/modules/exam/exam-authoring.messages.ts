/** Messages of exam authoring (banks, questions, papers), registered by app/messages.ts. */
export const EXAM_AUTHORING_MESSAGES = {
  'exam.scoreFormat': {
    'zh-CN': '分值须为 0~10000 之间、最多两位小数的数字',
    en: 'The score must be a number from 0 to 10000 with at most two decimals',
  },
  'exam.paperDurationRange': {
    'zh-CN': '试卷建议时长须为 1~1440 分钟',
    en: "The paper's suggested duration must be from 1 to 1440 minutes",
  },
  'exam.bankNotFound': { 'zh-CN': '题库不存在', en: 'The question bank does not exist' },
  'exam.bankNameRequired': { 'zh-CN': '请输入题库名称', en: 'Please enter the question bank name' },
  'exam.bankCodeRequired': { 'zh-CN': '请输入题库编号', en: 'Please enter the question bank code' },
  'exam.bankCodeFormat': {
    'zh-CN': '题库编号只能包含字母、数字、下划线和短横线',
    en: 'The bank code may contain letters, digits, "_" and "-" only',
  },
  'exam.bankCodeExists': { 'zh-CN': '题库编号已存在: {code}', en: 'A question bank with this code already exists: {code}' },
  'exam.bankHasQuestions': {
    'zh-CN': '题库「{name}」中还有 {count} 道题目，请先删除或移走题目再删除题库',
    en: 'The question bank "{name}" still holds {count} questions; delete or move them before deleting the bank',
  },
  'exam.bankUsedByRule': {
    'zh-CN': '题库「{name}」被试卷「{paper}」的抽题规则使用，不能删除',
    en: 'The question bank "{name}" is used by a draw rule of the paper "{paper}" and cannot be deleted',
  },
  'exam.questionNotFound': { 'zh-CN': '题目不存在', en: 'The question does not exist' },
  'exam.questionStemRequired': { 'zh-CN': '请输入题干', en: 'Please enter the question stem' },
  'exam.questionTypeRequired': { 'zh-CN': '请选择题型', en: 'Please select the question type' },
  'exam.questionBankRequired': { 'zh-CN': '请选择题库', en: 'Please select the question bank' },
  'exam.difficultyRange': { 'zh-CN': '难度须为 1~5', en: 'The difficulty must be from 1 to 5' },
  'exam.optionsCount': { 'zh-CN': '该题型至少需要 {min} 个选项', en: 'This question type needs at least {min} options' },
  'exam.optionsTooMany': { 'zh-CN': '选项最多 {max} 个', en: 'At most {max} options are allowed' },
  'exam.optionContentRequired': { 'zh-CN': '请输入选项内容', en: 'Please enter the option content' },
  'exam.singleOneCorrect': {
    'zh-CN': '单选题和判断题必须有且只有一个正确选项',
    en: 'Single-choice and true/false questions need exactly one correct option',
  },
  'exam.multipleCorrect': { 'zh-CN': '多选题至少需要一个正确选项', en: 'A multiple-choice question needs at least one correct option' },
  'exam.trueFalseOptions': {
    'zh-CN': '判断题的选项固定为「正确」和「错误」',
    en: 'A true/false question has exactly the options "正确" and "错误"',
  },
  'exam.noOptionsAllowed': { 'zh-CN': '该题型不能有选项', en: 'This question type has no options' },
  'exam.weightRange': { 'zh-CN': '选项权重须为 -100~100 的整数', en: 'An option weight must be a whole number from -100 to 100' },
  'exam.blanksRequired': { 'zh-CN': '请为每个空填写至少一个参考答案', en: 'Please give at least one accepted answer for every blank' },
  'exam.blanksMismatch': {
    'zh-CN': '题干中有 {markers} 个填空标记（___），但设置了 {blanks} 个空的答案',
    en: 'The stem has {markers} blank markers (___) but answers are given for {blanks} blanks',
  },
  'exam.fileRuleRequired': { 'zh-CN': '请设置文件上传规则', en: 'Please set the file rule of the upload question' },
  'exam.fileRuleRange': { 'zh-CN': '文件个数须为 1~20，大小须为 1~102400 KB', en: 'Files must be 1 to 20, each 1 to 102400 KB' },
  'exam.fileExtensionFormat': { 'zh-CN': '文件扩展名格式不正确: {name}', en: 'The file extension is not valid: {name}' },
  'exam.tagsInvalid': { 'zh-CN': '标签最多 20 个，每个不超过 30 个字符', en: 'At most 20 tags of up to 30 characters each' },
  'exam.questionInPaper': {
    'zh-CN': '题目已被试卷「{paper}」使用，请先从试卷中移除再删除',
    en: 'The question is used by the paper "{paper}"; remove it from the paper before deleting it',
  },
  'exam.paperNotFound': { 'zh-CN': '试卷不存在', en: 'The paper does not exist' },
  'exam.paperNameRequired': { 'zh-CN': '请输入试卷名称', en: 'Please enter the paper name' },
  'exam.paperLocked': {
    'zh-CN': '试卷「{name}」已被已发布的考试使用，不能修改或删除，可复制后修改',
    en: 'The paper "{name}" is used by a published examination and cannot be changed or deleted; copy it to make changes',
  },
  'exam.paperNotReady': { 'zh-CN': '试卷「{name}」尚未就绪', en: 'The paper "{name}" is not ready' },
  'exam.paperEmpty': { 'zh-CN': '试卷「{name}」没有任何题目或抽题规则', en: 'The paper "{name}" has no questions and no draw rules' },
  'exam.passScoreTooHigh': {
    'zh-CN': '及格分 {pass} 不能高于总分 {total}',
    en: 'The pass score {pass} cannot be higher than the total score {total}',
  },
  'exam.paperQuestionUnavailable': {
    'zh-CN': '试卷中的题目不存在或未启用: {id}',
    en: 'A question of the paper does not exist or is not enabled: {id}',
  },
  'exam.questionNotEnabled': { 'zh-CN': '只能加入已启用的题目: {id}', en: 'Only enabled questions can be added to a paper: {id}' },
  'exam.questionAlreadyInPaper': { 'zh-CN': '题目已在试卷中: {id}', en: 'The question is already in the paper: {id}' },
  'exam.sectionNotFound': { 'zh-CN': '试卷分区不存在', en: 'The paper section does not exist' },
  'exam.sectionTitleRequired': { 'zh-CN': '请输入分区标题', en: 'Please enter the section title' },
  'exam.fixedNoRules': { 'zh-CN': '固定试卷不能包含抽题规则', en: 'A FIXED paper cannot have draw rules' },
  'exam.rulesNoFixed': { 'zh-CN': '随机抽题试卷不能包含固定题目', en: 'A RANDOM_RULES paper cannot have fixed questions' },
  'exam.paperCopyName': { 'zh-CN': '{name}（副本）', en: '{name} (copy)' },
  'exam.scorePositive': { 'zh-CN': '分值必须大于 0', en: 'The score must be greater than 0' },
  'exam.sectionsTooMany': {
    'zh-CN': '试卷最多 {max} 个分区，每个分区最多 {items} 道题和 {rules} 条规则',
    en: 'A paper has at most {max} sections, each with at most {items} questions and {rules} rules',
  },
  'exam.drawRuleCount': { 'zh-CN': '抽题数量须为 1~500', en: 'The draw count must be from 1 to 500' },
  'exam.drawRuleUnfillable': {
    'zh-CN':
      '分区「{section}」的抽题规则（题库「{bank}」，题型 {type}，难度 {difficulty}）需要 {count} 道题，但只有 {available} 道已启用的题目',
    en:
      'The draw rule of section "{section}" (bank "{bank}", type {type}, difficulty {difficulty}) needs {count} questions but only ' +
      '{available} enabled questions exist',
  },
  'exam.paperQuestionNotFound': { 'zh-CN': '试卷题目不存在', en: 'The paper question does not exist' },
  'exam.importBadType': { 'zh-CN': '题型不正确: {name}', en: 'Unknown question type: {name}' },
  'exam.importBadAnswer': { 'zh-CN': '答案不正确: {name}', en: 'The answer is not valid: {name}' },
  'exam.importBadNumber': { 'zh-CN': '数字格式不正确: {name}', en: 'Not a valid number: {name}' },
} as const;
