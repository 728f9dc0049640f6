/** GraphQL operations of the legacy /blade-exam paths of authoring: question banks, subjects (questions), options, test papers and their question links. */
const AUDIT = 'id createUser createDept createTime updateUser updateTime status';
const OPTION = 'id questionId content isCorrect weightPct sort';
export const LEGACY_QUESTION_FIELDS = `${AUDIT} bankId bankName questionType stem difficulty tags explanation defaultScore questionStatus multiSelectScoring options { ${OPTION} } blanks caseSensitive referenceAnswer fileRule { maxFiles maxSizeKb allowedExtensions } version`;
const BANK = `${AUDIT} name code description questionCount`;
const PAPER = `${AUDIT} name description mode passScore suggestedDurationMin paperStatus totalScore questionCount ruleCount`;
const RULE = 'id sectionId bankId bankName questionType difficulty count scoreEach sort available fillable';
const LINK = 'id paperId sectionId questionId score sort';
const PAPER_DETAIL = `${PAPER} warnings sections { id title instructions sort shuffleQuestions questions { ${LINK} } drawRules { ${RULE} } }`;
const PAPER_VIEW = `${PAPER} warnings sections { id title instructions sort shuffleQuestions questions { ${LINK} question { ${LEGACY_QUESTION_FIELDS} } } drawRules { ${RULE} } }`;
const LINK_VIEW = `${LINK} question { id questionType stem difficulty defaultScore questionStatus }`;

export const LEGACY_BANK_LIST = `query LegacyQuestionBankList($filter: QuestionBankFilter, $page: PageInput) { questionBanks(filter: $filter, page: $page) { records { ${BANK} } total size current pages } }`;
export const LEGACY_BANK_DETAIL = `query LegacyQuestionBankDetail($id: ID!) { questionBank(id: $id) { ${BANK} } }`;
export const LEGACY_BANK_SUBMIT = 'mutation LegacyQuestionBankSubmit($input: QuestionBankInput!) { submitQuestionBank(input: $input) { id } }';
export const LEGACY_BANK_REMOVE = 'mutation LegacyQuestionBankRemove($ids: [ID!]!) { removeQuestionBanks(ids: $ids) }';

export const LEGACY_SUBJECT_LIST = `query LegacySubjectList($filter: QuestionFilter, $page: PageInput) { questions(filter: $filter, page: $page) { records { ${LEGACY_QUESTION_FIELDS} } total size current pages } }`;
export const LEGACY_SUBJECT_DETAIL = `query LegacySubjectDetail($id: ID!) { question(id: $id) { ${LEGACY_QUESTION_FIELDS} } }`;
export const LEGACY_SUBJECT_SUBMIT = 'mutation LegacySubjectSubmit($input: QuestionInput!) { submitQuestion(input: $input) { id } }';
export const LEGACY_SUBJECT_REMOVE = 'mutation LegacySubjectRemove($ids: [ID!]!) { removeQuestions(ids: $ids) }';
export const LEGACY_SUBJECT_STATUS = 'mutation LegacySubjectStatus($ids: [ID!]!) { toggleQuestionStatus(ids: $ids) }';

export const LEGACY_OPTION_DETAIL = `query LegacySubjectOptionDetail($id: ID!) { questionOption(id: $id) { ${OPTION} } }`;
export const LEGACY_OPTION_SUBMIT = 'mutation LegacySubjectOptionSubmit($input: QuestionOptionSubmitInput!) { submitQuestionOption(input: $input) { id } }';
export const LEGACY_OPTION_REMOVE = 'mutation LegacySubjectOptionRemove($ids: [ID!]!) { removeQuestionOptions(ids: $ids) }';

export const LEGACY_PAPER_LIST = `query LegacyTestPaperList($filter: PaperFilter, $page: PageInput) { papers(filter: $filter, page: $page) { records { ${PAPER} } total size current pages } }`;
export const LEGACY_PAPER_DETAIL = `query LegacyTestPaperDetail($id: ID!) { paper(id: $id) { ${PAPER_DETAIL} } }`;
export const LEGACY_PAPER_DETAIL_VIEW = `query LegacyTestPaperDetailView($id: ID!) { paper(id: $id) { ${PAPER_VIEW} } }`;
export const LEGACY_PAPER_SUBMIT = 'mutation LegacyTestPaperSubmit($input: PaperInput!) { submitPaper(input: $input) { id } }';
export const LEGACY_PAPER_REMOVE = 'mutation LegacyTestPaperRemove($ids: [ID!]!) { removePapers(ids: $ids) }';
export const LEGACY_PAPER_TEST_LIST = `query LegacyGetTestList($name: String) { publishablePapers(name: $name) { ${PAPER} } }`;
export const LEGACY_PAPER_ADD_SUBJECTS = 'mutation LegacySubmitSubjectTestAdd($paperId: ID!, $items: [PaperItemInput!]!, $sectionId: ID) { addPaperQuestions(paperId: $paperId, items: $items, sectionId: $sectionId) { id } }';

export const LEGACY_LINK_LIST = `query LegacySubjectTestList($paperId: ID!, $page: PageInput) { paperQuestions(paperId: $paperId, page: $page) { records { ${LINK_VIEW} } total size current pages } }`;
export const LEGACY_LINK_DETAIL = `query LegacySubjectTestDetail($id: ID!, $questionId: ID) { paperQuestion(id: $id, questionId: $questionId) { ${LINK_VIEW} } }`;
export const LEGACY_LINK_SUBMIT = 'mutation LegacySubjectTestSubmit($input: PaperQuestionInput!) { submitPaperQuestion(input: $input) { id } }';
export const LEGACY_LINK_REMOVE = 'mutation LegacySubjectTestRemove($ids: [ID!]!) { removePaperQuestions(ids: $ids) }';
