import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { FrameNumberInput } from './frame-number-input';

/** The field as a form holds it: its value in state, each change also reported to `spy`. */
function Controlled({ spy, error }: { spy: (value: string) => void; error?: string }) {
  const [value, setValue] = useState('');
  return (
    <FrameNumberInput
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
      {...(error === undefined ? {} : { error })}
    />
  );
}

describe('FrameNumberInput', () => {
  it('normalises a typed number on blur (trimmed, upper case) and accepts it', () => {
    const spy = vi.fn();
    renderUi(<Controlled spy={spy} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Frame number' });
    fireEvent.change(field, { target: { value: '  wtu123c4567d ' } });
    expect(field.value).toBe('  wtu123c4567d ');
    fireEvent.blur(field);
    expect(field.value).toBe('WTU123C4567D');
    expect(spy).toHaveBeenLastCalledWith('WTU123C4567D');
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("shows the frame rule's problem once the field is left: characters, length, required", () => {
    renderUi(<Controlled spy={vi.fn()} />);
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Frame number' });
    fireEvent.change(field, { target: { value: 'WTU-123' } });
    expect(screen.queryByText('A frame number has only letters and digits')).toBeNull();
    fireEvent.blur(field);
    expect(screen.getByText('A frame number has only letters and digits').textContent).toBeTruthy();
    fireEvent.change(field, { target: { value: 'A'.repeat(21) } });
    expect(screen.getByText('Frame number is too long').textContent).toBeTruthy();
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.blur(field);
    expect(screen.getByText('Required').textContent).toBeTruthy();
    fireEvent.change(field, { target: { value: 'S1234567890' } });
    expect(screen.queryByText('Required')).toBeNull();
    expect(field.getAttribute('aria-invalid')).not.toBe('true');
  });

  it("shows the form's or server's problem instead of its own, and offers the scanner", () => {
    renderUi(<Controlled spy={vi.fn()} error="This frame already has a PDI" />);
    expect(screen.getByText('This frame already has a PDI').textContent).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Scan' }).disabled).toBe(false);
  });
});
