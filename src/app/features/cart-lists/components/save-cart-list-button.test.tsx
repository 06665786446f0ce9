import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { cartListMessages } from '../../../../shared/orders/cart-list-names';
import { SaveCartListForm } from './save-cart-list-button';

describe('SaveCartListForm', () => {
  const nameField = () => screen.getByRole('textbox', { name: /Name of the list/ });

  it('refuses an empty name before sending anything', () => {
    const onSave = vi.fn();
    renderUi(<SaveCartListForm onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(nameField(), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getByText('Must not be empty')).toBeTruthy();
  });

  it('sends the trimmed name and shows a name taken beside the field, keeping what was typed', async () => {
    const onSave = vi.fn().mockResolvedValue({ field: 'name', message: cartListMessages.nameTaken });
    renderUi(<SaveCartListForm onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(nameField(), { target: { value: '  Spring   restock ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    await waitFor(() => {
      expect(screen.getByText('A list with this name exists already')).toBeTruthy();
    });
    expect(onSave).toHaveBeenCalledWith('Spring restock');
    expect(nameField()).toHaveProperty('value', '  Spring   restock ');
  });

  it('shows a refusal of the whole list (the 50 lists) above the buttons', async () => {
    const onSave = vi.fn().mockResolvedValue({ field: null, message: cartListMessages.tooManyLists });
    renderUi(<SaveCartListForm onSave={onSave} onCancel={vi.fn()} />);
    fireEvent.change(nameField(), { target: { value: 'Winter' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save list' }));
    expect((await screen.findByTestId('cart-list-save-error')).textContent).toBe(
      'A customer keeps at most 50 lists: delete one first',
    );
  });
});
