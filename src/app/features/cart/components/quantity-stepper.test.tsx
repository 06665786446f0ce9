import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../../tests/support/render-ui';
import { QuantityStepper } from './quantity-stepper';

function setup(value = 2, max: number | null = null) {
  const onCommit = vi.fn();
  const view = renderUi(<QuantityStepper value={value} onCommit={onCommit} label="Bottle" max={max} />);
  const field = screen.getByRole('textbox', { name: 'Quantity of Bottle' });
  return { onCommit, field, view };
}

describe('QuantityStepper', () => {
  it("refuses letters with '*Must Be Numeric' and sends nothing", () => {
    const { field, onCommit } = setup();
    fireEvent.change(field, { target: { value: '3a' } });
    expect(screen.getByText('*Must Be Numeric')).toBeTruthy();
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('refuses decimals and negative quantities', () => {
    const { field, onCommit } = setup();
    fireEvent.change(field, { target: { value: '1.5' } });
    expect(screen.getByText(/^\*Must Be Numeric/)).toBeTruthy();
    fireEvent.change(field, { target: { value: '-1' } });
    expect(screen.getByText('*Must Be Numeric')).toBeTruthy();
    fireEvent.blur(field);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('sends a typed quantity once, on Enter, even when the field is left afterwards', () => {
    const { field, onCommit } = setup();
    fireEvent.change(field, { target: { value: '7' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    fireEvent.blur(field);
    expect(onCommit).toHaveBeenCalledTimes(1);
    expect(onCommit).toHaveBeenCalledWith(7);
  });

  it('sends 0, which removes the line', () => {
    const { field, onCommit } = setup();
    fireEvent.change(field, { target: { value: '0' } });
    fireEvent.blur(field);
    expect(onCommit).toHaveBeenCalledWith(0);
  });

  it('sends nothing when the quantity did not change', () => {
    const { field, onCommit } = setup(2);
    fireEvent.change(field, { target: { value: ' 2 ' } });
    fireEvent.blur(field);
    expect(onCommit).not.toHaveBeenCalled();
  });

  it('sends several clicks of + as one change once they pause, stopping at the maximum', async () => {
    const { field, onCommit } = setup(2, 4);
    const more = screen.getByRole('button', { name: 'One more Bottle' });
    fireEvent.click(more);
    fireEvent.click(more);
    fireEvent.click(more);
    expect((field as HTMLInputElement).value).toBe('4');
    expect(more).toHaveProperty('disabled', true);
    expect(onCommit).not.toHaveBeenCalled();
    await waitFor(() => {
      expect(onCommit).toHaveBeenCalledTimes(1);
    });
    expect(onCommit).toHaveBeenCalledWith(4);
  });

  it('shows the cart quantity again when the server answers', () => {
    const onCommit = vi.fn();
    const { rerender } = renderUi(<QuantityStepper value={2} onCommit={onCommit} label="Bottle" revision={0} />);
    const field = screen.getByRole('textbox', { name: 'Quantity of Bottle' });
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    // Refused: the quantity stays 2, the answer moves the revision on.
    rerender(<QuantityStepper value={2} onCommit={onCommit} label="Bottle" revision={1} />);
    expect((field as HTMLInputElement).value).toBe('2');
  });
});
