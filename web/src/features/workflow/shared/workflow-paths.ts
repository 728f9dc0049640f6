/** Addresses of the process pages (legacy routes of SPEC §2), by the category's route segment (`leave`). */
export const workflowPaths = {
  form: (route: string, processDefinitionId: string) => `/work/process/${route}/form/${encodeURIComponent(processDefinitionId)}`,
  handle: (route: string, taskId: string, processInstanceId: string, businessId: string) =>
    `/work/process/${route}/handle/${[taskId, processInstanceId, businessId].map(encodeURIComponent).join('/')}`,
  detail: (route: string, processInstanceId: string, businessId: string) =>
    `/work/process/${route}/detail/${[processInstanceId, businessId].map(encodeURIComponent).join('/')}`,
};

/** The lists the process pages come from and go back to. */
export const workListPaths = {
  start: '/work/start',
  claim: '/work/claim',
  todo: '/work/todo',
  send: '/work/send',
  done: '/work/done',
} as const;

/** Category routes that have their own pages (form, handle, detail); other processes start and complete from the lists. */
export const processPageRoutes: ReadonlySet<string> = new Set(['leave']);
