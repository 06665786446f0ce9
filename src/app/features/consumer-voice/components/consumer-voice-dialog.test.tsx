import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  jsonResponse,
  type RecordedCall,
  renderUi,
  storeTestSession,
  stubFetch,
} from '../../../../../tests/support/render-ui';
import { ConsumerVoiceDialog } from './consumer-voice-dialog';

type Answer = 'success' | 'user-errors' | 'server-error';
let answer: Answer = 'success';
let calls: RecordedCall[] = [];
let release: (() => void) | null = null;

function payload(status: 'SUCCESS' | 'FAILED', userErrors: unknown[] = []) {
  return jsonResponse(200, {
    data: {
      sendCustomerFeedback: {
        message: {
          status,
          description: status === 'SUCCESS' ? 'Successfully sending consumer voice' : 'Failed sending consumer voice',
        },
        userErrors,
      },
    },
  });
}

beforeEach(() => {
  localStorage.clear();
  storeTestSession();
  answer = 'success';
  calls = stubFetch(async () => {
    // Held until the test lets it go, so the loading state can be seen.
    await new Promise<void>((resolve) => {
      release = resolve;
    });
    if (answer === 'server-error') return jsonResponse(500, { errors: [{ message: 'Unexpected error.' }] });
    if (answer === 'user-errors') {
      return payload('FAILED', [{ field: 'message', message: 'Required', code: 'BAD_USER_INPUT' }]);
    }
    return payload('SUCCESS');
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  release = null;
});

function renderDialog() {
  const onClose = vi.fn();
  renderUi(<ConsumerVoiceDialog opened onClose={onClose} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Consumer Voice' }) };
}

function type(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: text } });
}

async function sendUntilHeld(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Send this message?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send' }));
  await waitFor(() => {
    expect(release).not.toBeNull();
  });
}

describe('ConsumerVoiceDialog', () => {
  it('has a 4-row text area', () => {
    const { dialog } = renderDialog();
    expect(
      within(dialog)
        .getByRole('textbox', { name: /Message/ })
        .getAttribute('rows'),
    ).toBe('4');
  });

  it('requires a message and applies the text rule before asking', async () => {
    const { dialog } = renderDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Required')).toBeTruthy();

    type(dialog, 'Great bikes <script>');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await within(dialog).findByText(
        "Only number, alphabet, dot, comma, dash, slash, 'and, colon, and space are allowed",
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Send this message?')).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it('form → confirm → loading → success: sends line breaks escaped and closes', async () => {
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Customers love the frame.\nPlease bring back the blue one.');
    await sendUntilHeld(dialog);

    expect(within(dialog).getByRole('button', { name: 'Yes, send' }).hasAttribute('data-loading')).toBe(true);
    expect(calls[0]?.operation).toBe('ConsumerVoiceSend');
    expect(calls[0]?.variables).toEqual({
      message: 'Customers love the frame.\\nPlease bring back the blue one.',
    });

    release?.();
    expect(await screen.findByText('Successfully sending consumer voice')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('Back returns to the form with the text', async () => {
    const { dialog } = renderDialog();
    type(dialog, 'Fast delivery');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Message/ }).value).toBe('Fast delivery');
  });

  it('userErrors mean failure: the pop-up says so and the typed text stays', async () => {
    answer = 'user-errors';
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Fast delivery');
    await sendUntilHeld(dialog);
    release?.();
    expect(await screen.findByText('Failed sending consumer voice')).toBeTruthy();
    const textarea = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Message/ });
    expect(textarea.value).toBe('Fast delivery');
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a server error is a failure too', async () => {
    answer = 'server-error';
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Fast delivery');
    await sendUntilHeld(dialog);
    release?.();
    expect(await screen.findByText('Failed sending consumer voice')).toBeTruthy();
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Message/ }).value).toBe('Fast delivery');
    expect(onClose).not.toHaveBeenCalled();
  });
});
