import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { LoginForm } from './login-form';

// The failed attempt's alert clears when a field changes, and shows again for the next attempt's answer.

const ERROR = 'The username or password is incorrect';

function setup() {
  const onSubmit = vi.fn();
  const view = renderUi(<LoginForm onSubmit={onSubmit} isSubmitting={false} errorText={ERROR} />);
  return { onSubmit, view };
}

const field = (name: RegExp) => screen.getByLabelText(name);

describe('LoginForm', () => {
  it('clears the failed attempt’s alert when the password changes', () => {
    setup();
    expect(screen.getByTestId('login-error').textContent).toBe(ERROR);
    fireEvent.change(field(/^Password/), { target: { value: 'Demo12345' } });
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('clears it when the username changes too', () => {
    setup();
    fireEvent.change(field(/^Username/), { target: { value: 'dealer' } });
    expect(screen.queryByTestId('login-error')).toBeNull();
  });

  it('shows the answer of the next attempt again', () => {
    const { onSubmit } = setup();
    fireEvent.change(field(/^Username/), { target: { value: 'dealer' } });
    fireEvent.change(field(/^Password/), { target: { value: 'wrong' } });
    expect(screen.queryByTestId('login-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith({ username: 'dealer', password: 'wrong' });
    expect(screen.getByTestId('login-error').textContent).toBe(ERROR);
  });
});
