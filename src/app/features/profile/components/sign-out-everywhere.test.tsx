import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { SignOutEverywhere } from './sign-out-everywhere';

describe('SignOutEverywhere', () => {
  it('asks before signing out everywhere, and does nothing when cancelled', async () => {
    const onConfirm = vi.fn(() => Promise.resolve());
    renderUi(<SignOutEverywhere onConfirm={onConfirm} isPending={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out on all devices' }));
    expect(await screen.findByText('Sign out on all devices?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => {
      expect(screen.queryByText('Sign out on all devices?')).toBeNull();
    });
    expect(onConfirm).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Sign out on all devices' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => {
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });
  });

  it('keeps the dialog open when the server could not be reached', async () => {
    const onConfirm = vi.fn(() => Promise.reject(new Error('offline')));
    renderUi(<SignOutEverywhere onConfirm={onConfirm} isPending={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign out on all devices' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => {
      expect(onConfirm).toHaveBeenCalledTimes(1);
    });
    expect(screen.getByText('Sign out on all devices?')).toBeTruthy();
  });
});
