import { fireEvent, screen, within } from '@testing-library/react';
import { graphql, HttpResponse } from 'msw';
import { server } from '../../../../../test/msw-server';
import { fieldLabel } from '../../../../../test/queries';
import { renderApp, signIn } from '../../../../../test/render-app';
import type { DeployBpmnMutationVariables, LintBpmnFileQueryVariables } from '../../../../generated/graphql';
import { changeLanguage } from '../../../../i18n/change-language';
import enAdmin from '../../../../i18n/locales/en/workflowAdmin.json';
import enMenu from '../../../../i18n/locales/en/menu.json';
import zhAdmin from '../../../../i18n/locales/zh-CN/workflowAdmin.json';
import zhMenu from '../../../../i18n/locales/zh-CN/menu.json';
import { managerMocks } from '../manager/manager.mocks';
import { deployedDefinitions, deployMocks, deploySessionMocks } from './deploy.mocks';

const LEAVE_XML = '<definitions><process id="leave" /></definitions>';
const BROKEN_XML = '<definitions><process id="broken" /></definitions>';

async function openDeployPage(permissions?: readonly string[]) {
  server.use(managerMocks.Dictionary, ...Object.values(deployMocks), ...Object.values(deploySessionMocks(permissions)));
  signIn();
  const rendered = renderApp('/flow/deploy');
  await screen.findByRole('heading', { name: zhMenu.flow_deploy });
  return rendered;
}

function chooseFiles(files: File[]) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) {
    throw new Error('no file input');
  }
  fireEvent.change(input, { target: { files } });
}

async function chooseCategory(user: ReturnType<typeof renderApp>['user'], label: string) {
  await user.click(screen.getByRole('combobox', { name: fieldLabel(zhAdmin.fields.category) }));
  await user.click(await screen.findByRole('option', { name: label }));
}

function recordDeploys(respond?: (variables: DeployBpmnMutationVariables) => Response): DeployBpmnMutationVariables[] {
  const calls: DeployBpmnMutationVariables[] = [];
  server.use(
    graphql.mutation('DeployBpmn', ({ variables }) => {
      const typed = variables as DeployBpmnMutationVariables;
      calls.push(typed);
      return respond ? respond(typed) : HttpResponse.json({ data: { deployBpmn: deployedDefinitions(typed) } });
    }),
  );
  return calls;
}

function invalidModel(): Response {
  return HttpResponse.json({
    data: null,
    errors: [
      {
        message: 'The model cannot be deployed',
        extensions: {
          code: 'INVALID_MODEL',
          messageKey: 'workflow.invalidModel',
          fields: [{ field: 'task1', message: 'A user task needs an assignee or candidates' }],
        },
      },
    ],
  });
}

describe('DeployPage', () => {
  it('asks for files and a category before deploying', async () => {
    const { user } = await openDeployPage();
    const deploys = recordDeploys();
    await user.click(screen.getByRole('button', { name: zhAdmin.deploy.submit }));
    expect(await screen.findByText(zhAdmin.deploy.validation.filesRequired)).toBeInTheDocument();
    expect(screen.getByText(zhAdmin.deploy.validation.categoryRequired)).toBeInTheDocument();
    chooseFiles([new File(['x'], 'notes.txt')]);
    await user.click(screen.getByRole('button', { name: zhAdmin.deploy.submit }));
    expect(await screen.findByText(zhAdmin.deploy.validation.fileType)).toBeInTheDocument();
    expect(deploys).toEqual([]);
  });

  it('deploys the files as text with the category and links to the definitions', async () => {
    const { user } = await openDeployPage();
    const deploys = recordDeploys();
    await chooseCategory(user, 'Human resources');
    chooseFiles([new File([LEAVE_XML], 'leave.bpmn20.xml'), new File([BROKEN_XML], 'other.bpmn')]);
    await user.click(screen.getByRole('button', { name: zhAdmin.deploy.submit }));
    expect(await screen.findByText(zhAdmin.deploy.deployedTitle)).toBeInTheDocument();
    expect(deploys).toEqual([
      {
        category: '2',
        files: [
          { name: 'leave.bpmn20.xml', xml: LEAVE_XML },
          { name: 'other.bpmn', xml: BROKEN_XML },
        ],
      },
    ]);
    expect(screen.getByText('Process leave（leave）v1')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: zhAdmin.deploy.toManager })).toHaveAttribute('href', '/flow/manager');
  });

  it('lists the lint problems of the file the server refused', async () => {
    const { user } = await openDeployPage();
    recordDeploys(invalidModel);
    await chooseCategory(user, 'Office');
    chooseFiles([new File([BROKEN_XML], 'broken.bpmn')]);
    await user.click(screen.getByRole('button', { name: zhAdmin.deploy.submit }));
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent(zhAdmin.deploy.invalid.title);
    expect(within(report).getByText('broken.bpmn')).toBeInTheDocument();
    expect(within(report).getByText('task1: A user task needs an assignee or candidates')).toBeInTheDocument();
  });

  it('checks each file to say which one was refused, in English', async () => {
    await changeLanguage('en');
    const linted: LintBpmnFileQueryVariables[] = [];
    recordDeploys(invalidModel);
    server.use(
      graphql.query('LintBpmnFile', ({ variables }) => {
        const typed = variables as LintBpmnFileQueryVariables;
        linted.push(typed);
        const problems = typed.xml === BROKEN_XML ? [{ elementId: 'task1', message: 'A user task needs an assignee or candidates' }] : [];
        return HttpResponse.json({ data: { lintWorkflowModel: problems } });
      }),
    );
    server.use(managerMocks.Dictionary, ...Object.values(deployMocks).slice(1), ...Object.values(deploySessionMocks()));
    signIn();
    const { user } = renderApp('/flow/deploy');
    await screen.findByRole('heading', { name: enMenu.flow_deploy });
    await user.click(screen.getByRole('combobox', { name: fieldLabel(enAdmin.fields.category) }));
    await user.click(await screen.findByRole('option', { name: 'Office' }));
    chooseFiles([new File([LEAVE_XML], 'leave.bpmn'), new File([BROKEN_XML], 'broken.bpmn')]);
    await user.click(screen.getByRole('button', { name: enAdmin.deploy.submit }));
    const report = await screen.findByRole('alert');
    expect(report).toHaveTextContent(enAdmin.deploy.invalid.title);
    expect(linted).toHaveLength(2);
    expect(within(report).getByText('broken.bpmn')).toBeInTheDocument();
    expect(within(report).queryByText('leave.bpmn')).not.toBeInTheDocument();
  });
});
