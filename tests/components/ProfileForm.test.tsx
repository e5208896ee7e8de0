// @vitest-environment jsdom
// The profile: names and e-mail, post code digits only ('Please input numbers only'), saved and
// read back; change password with the current one; sign out.
import { fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const acc = vi.hoisted(() => ({ updateProfile: vi.fn(), changePassword: vi.fn(), signOut: vi.fn() }));
vi.mock('../../src/features/accounts/store', async (orig) => ({
  ...(await orig<typeof import('../../src/features/accounts/store')>()),
  updateProfile: acc.updateProfile,
  changePassword: acc.changePassword,
  signOut: acc.signOut,
}));

import ProfileForm from '../../src/components/ProfileForm/ProfileForm';
import { refusedAnswer } from '../../src/api/errors';
import { emptyUser, user } from '../../src/state/stores';
import { renderInFamily } from './helpers';

beforeEach(() => {
  for (const f of Object.values(acc)) {
    f.mockReset();
    f.mockResolvedValue(undefined);
  }
  Object.assign(user, emptyUser(), {
    userId: 't',
    roles: ['user'],
    mobile: '0400000001',
    name: 'Alice',
    details: { firstName: 'Alice', lastName: 'Ng', email: 'alice@example.com' },
  });
});

describe('ProfileForm', () => {
  it('shows the saved profile and refuses a post code that is not digits', async () => {
    await renderInFamily(<ProfileForm />);
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Alice');
    expect(screen.getByText('Mobile number: 0400000001')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Post code'), { target: { value: '40a0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Please input numbers only')).tagName).toBeTruthy();
    expect(acc.updateProfile).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Post code'), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter your email address')).toBeTruthy();
  });

  it('saves names, e-mail and post code', async () => {
    await renderInFamily(<ProfileForm />);
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Nguyen' } });
    fireEvent.change(screen.getByLabelText('Post code'), { target: { value: '4000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(acc.updateProfile).toHaveBeenCalledWith({
        firstName: 'Alice',
        lastName: 'Nguyen',
        email: 'alice@example.com',
        postcode: '4000',
      }),
    );
  });

  it('changes the password with the current one and shows a wrong current password', async () => {
    await renderInFamily(<ProfileForm />);
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'Demo1234!' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Kettle-77-Blue' } });
    acc.changePassword.mockRejectedValueOnce(
      refusedAnswer({ dispMsg: 'The current password is not correct.', result: { rtn: -821001 } }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The current password is not correct.');
    fireEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await vi.waitFor(() => expect(acc.changePassword).toHaveBeenLastCalledWith('Demo1234!', 'Kettle-77-Blue'));
    await vi.waitFor(() => expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe(''));
  });

  it('signs out', async () => {
    acc.signOut.mockResolvedValue(true);
    await renderInFamily(<ProfileForm />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    await vi.waitFor(() => expect(acc.signOut).toHaveBeenCalledOnce());
  });
});
