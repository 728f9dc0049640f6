/** Codes that open the detail views of a process (any work list, or the follow / manager screens). */
export const WORK_VIEW_CODES = ['work', 'work_start', 'work_claim', 'work_todo', 'work_send', 'work_done', 'flow_follow', 'flow_manager'];
