import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, type RecordedCall, renderUi, stubFetch } from '../../../../../tests/support/render-ui';
import { localDb } from '../../../../browser/local-db';
import { preparePhoto } from '../../../../browser/photos';
import { AttachmentError } from '../../../../browser/photos/attachment-error';
import { ConsumerVoiceDialog } from './consumer-voice-dialog';

// Node's Blob, set before Dexie loads, so fake-indexeddb keeps the photos' bytes (as in src/browser/outbox tests).
vi.hoisted(() => {
  globalThis.Blob = process.getBuiltinModule('node:buffer').Blob as unknown as typeof Blob;
});

// The photo pipeline needs a browser's canvas and workers: here a picked "photo" compresses to a small JPEG and
// anything named .txt is refused as the pipeline refuses it.
vi.mock(import('../../../../browser/photos'), () => ({
  preparePhoto: vi.fn((file: Blob) => {
    const name = file instanceof File ? file.name : 'photo';
    if (name.endsWith('.txt')) return Promise.reject(new AttachmentError('NOT_A_PHOTO', 'This file is not a photo'));
    return Promise.resolve({
      blob: new Blob([new Uint8Array(1200)], { type: 'image/jpeg' }),
      name: name.replace(/\.[^.]*$/, '.jpg'),
      width: 2048,
      height: 1536,
      originalSize: file.size,
      ms: 1,
      mainThreadFallback: false,
    });
  }),
}));

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

/** A signed-in session whose token names user 7 acting for customer C1 (the outbox keeps entries per user). */
function storeSession() {
  const claims = btoa(JSON.stringify({ sub: '7', r3: 'C1' })).replace(/=+$/, '');
  localStorage.setItem(
    'portal.session',
    JSON.stringify({ accessToken: `e30.${claims}.sig`, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000 }),
  );
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
}

beforeEach(async () => {
  localStorage.clear();
  storeSession();
  setOnline(true);
  await localDb().outbox.clear();
  await localDb().outboxFiles.clear();
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
  answer = 'success';
  release = null;
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
  Reflect.deleteProperty(navigator, 'onLine');
});

function renderDialog(sendWaitMs = 5000) {
  const onClose = vi.fn();
  renderUi(<ConsumerVoiceDialog opened onClose={onClose} sendWaitMs={sendWaitMs} />);
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Consumer Voice' }) };
}

function type(dialog: HTMLElement, text: string) {
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Message/ }), { target: { value: text } });
}

function pick(dialog: HTMLElement, ...names: string[]) {
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  const files = names.map((name) => new File(['x'.repeat(5000)], name, { type: 'image/jpeg' }));
  fireEvent.change(input, { target: { files } });
}

async function confirmSend(dialog: HTMLElement) {
  fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
  expect(await within(dialog).findByText('Send this message?')).toBeTruthy();
  fireEvent.click(within(dialog).getByRole('button', { name: 'Yes, send' }));
}

async function sendUntilHeld(dialog: HTMLElement) {
  await confirmSend(dialog);
  await waitFor(() => {
    expect(release).not.toBeNull();
  });
}

const entries = () => localDb().outbox.toArray();

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
    expect(await entries()).toHaveLength(0);
  });

  it('online: form → confirm → loading → success, sent through the outbox with line breaks escaped', async () => {
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Customers love the frame.\nPlease bring back the blue one.');
    await sendUntilHeld(dialog);

    expect(within(dialog).getByRole('button', { name: 'Yes, send' }).hasAttribute('data-loading')).toBe(true);
    expect(calls[0]?.operation).toBe('OutboxSendCustomerFeedback');
    expect(calls[0]?.variables).toEqual({
      message: 'Customers love the frame.\\nPlease bring back the blue one.',
      photoIds: [],
    });

    release?.();
    expect(await screen.findByText('Successfully sending consumer voice')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    const [entry] = await entries();
    expect(entry).toMatchObject({ userId: '7', customerId: 'C1', kind: 'consumer-voice', state: 'sent' });
  });

  it('Back returns to the form with the text', async () => {
    const { dialog } = renderDialog();
    type(dialog, 'Fast delivery');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: /Message/ }).value).toBe('Fast delivery');
  });

  it("refused: the pop-up says so, the server's message shows and the text stays; sending again fixes the item", async () => {
    answer = 'user-errors';
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Fast delivery');
    await sendUntilHeld(dialog);
    release?.();
    expect(await screen.findByText('Failed sending consumer voice')).toBeTruthy();
    const textarea = await within(dialog).findByRole<HTMLTextAreaElement>('textbox', { name: /Message/ });
    expect(textarea.value).toBe('Fast delivery');
    expect(within(dialog).getByText('Required')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    answer = 'success';
    release = null;
    type(dialog, 'Fast delivery, thanks');
    await sendUntilHeld(dialog);
    // Set by the held request's callback: TypeScript cannot see that assignment.
    (release as (() => void) | null)?.();
    expect(await screen.findByText('Successfully sending consumer voice')).toBeTruthy();
    // The refused entry is replaced by its fix, not left waiting in the outbox.
    const states = (await entries()).map((e) => e.state).sort();
    expect(states).toEqual(['discarded', 'sent']);
  });

  it('no answer in time (a 500 here): saved on the device and the dialog closes', async () => {
    answer = 'server-error';
    const { dialog, onClose } = renderDialog(300);
    type(dialog, 'Fast delivery');
    await sendUntilHeld(dialog);
    release?.();
    expect(await screen.findByText('Saved on this device. It will be sent when you are back online.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();
    const [entry] = await entries();
    expect(entry?.state).not.toBe('sent');
    expect(entry?.state).not.toBe('attention');
  });

  it('offline: queued at once with its compressed photos, refused files held at their slot', async () => {
    setOnline(false);
    const { dialog, onClose } = renderDialog();
    type(dialog, 'Photos of the new display');
    pick(dialog, 'shop.jpg', 'notes.txt');
    expect(await within(dialog).findByText('This file is not a photo.')).toBeTruthy();
    expect(within(dialog).getAllByRole('img')).toHaveLength(2);

    // A refused photo holds the message back until it is removed.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Remove the photos that cannot be sent.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove photo 2' }));
    pick(dialog, 'bikes.heic', 'counter.png', 'one-too-many.jpg');
    await waitFor(() => {
      expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    });
    expect(within(dialog).queryByRole('button', { name: 'Add photo' })).toBeNull();

    await confirmSend(dialog);
    expect(await screen.findByText('Saved on this device. It will be sent when you are back online.')).toBeTruthy();
    expect(onClose).toHaveBeenCalledOnce();

    const [entry] = await entries();
    expect(entry).toMatchObject({
      kind: 'consumer-voice',
      input: { message: 'Photos of the new display', photoSlots: ['photo1', 'photo2', 'photo3'] },
    });
    const files = await localDb()
      .outboxFiles.where('entryKey')
      .equals(entry?.key ?? '')
      .sortBy('slot');
    expect(preparePhoto).toHaveBeenCalledTimes(4);
    expect(files.map((f) => [f.slot, f.fileName, f.size])).toEqual([
      ['photo1', 'shop.jpg', 1200],
      ['photo2', 'bikes.jpg', 1200],
      ['photo3', 'counter.jpg', 1200],
    ]);
  }, 20_000);
});
