import { render, screen } from '@testing-library/react';
import { Can } from './Can';
import { PermissionProvider } from './PermissionContext';

describe('Can', () => {
  it('renders its children only for a granted permission code', () => {
    render(
      <PermissionProvider codes={['user_add']}>
        <Can permission="user_add">add user</Can>
        <Can permission="user_delete" fallback={<span>no delete</span>}>
          delete user
        </Can>
      </PermissionProvider>,
    );
    expect(screen.getByText('add user')).toBeInTheDocument();
    expect(screen.queryByText('delete user')).not.toBeInTheDocument();
    expect(screen.getByText('no delete')).toBeInTheDocument();
  });

  it('grants nothing outside a provider', () => {
    render(<Can permission="user_add">add user</Can>);
    expect(screen.queryByText('add user')).not.toBeInTheDocument();
  });
});
