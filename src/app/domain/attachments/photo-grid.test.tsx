import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../tests/support/render-ui';
import { PhotoGrid, type PhotoTileTexts } from './photo-grid';
import type { SlotStates } from './use-photo-slots';

const texts = (key: string): PhotoTileTexts => ({
  name: key,
  preparing: `Preparing ${key}`,
  remove: `Remove ${key}`,
  take: `Take ${key}`,
  takeCaption: 'Take photo',
  retake: `Retake ${key}`,
  chooseFile: `File for ${key}`,
  enlarge: `Enlarge ${key}`,
});
const blob = new Blob(['x'], { type: 'image/jpeg' });

describe('PhotoGrid', () => {
  it('named slots: an empty slot takes a photo or a file, a filled one is enlarged, retaken or removed', () => {
    const slots: SlotStates<'front' | 'back'> = {
      front: { photo: null, error: 'Not a photo' },
      back: { photo: { kind: 'existing', source: { kind: 'blob', blob, fileName: 'a.jpg' } }, error: null },
    };
    const onPick = vi.fn();
    const onRemove = vi.fn();
    const onOpen = vi.fn();
    const { container } = renderUi(
      <PhotoGrid
        layout="slots"
        keys={['front', 'back']}
        slots={slots}
        texts={texts}
        renderPhoto={(_source, alt) => <span>{`photo of ${alt}`}</span>}
        onPick={onPick}
        onRemove={onRemove}
        onOpen={onOpen}
      />,
    );
    const [front, back] = screen.getAllByRole('listitem');
    if (!front || !back) throw new Error('two tiles expected');
    expect(front.getAttribute('data-status')).toBe('empty');
    expect(within(front).getByRole('alert').textContent).toBe('Not a photo');
    expect(within(front).getByRole('button', { name: 'Take front' })).toBeTruthy();
    const camera = container.querySelector('input[data-slot="front"][data-input="camera"]');
    if (!camera) throw new Error('the camera input of the slot');
    const file = new File(['y'], 'b.jpg', { type: 'image/jpeg' });
    fireEvent.change(camera, { target: { files: [file] } });
    expect(onPick).toHaveBeenCalledWith('front', file);
    expect(container.querySelector('input[data-slot="front"][data-input="file"]')).not.toBeNull();

    expect(back.getAttribute('data-filled')).toBe('true');
    fireEvent.click(within(back).getByRole('button', { name: 'Enlarge back' }));
    expect(onOpen).toHaveBeenCalledWith('back');
    expect(within(back).getByText('photo of back')).toBeTruthy();
    expect(within(back).getByRole('button', { name: 'Retake back' })).toBeTruthy();
    fireEvent.click(within(back).getByRole('button', { name: 'Remove back' }));
    expect(onRemove).toHaveBeenCalledWith('back');
  });

  it('a growing list: thumbnails with a spinner while compressed, and the add button while there is room', () => {
    const slots: SlotStates = {
      'photo-1': {
        photo: { kind: 'new', status: 'preparing', blob, fileName: 'a.jpg', previous: null, generation: 1 },
        error: null,
      },
    };
    const onAdd = vi.fn();
    renderUi(
      <PhotoGrid
        layout="thumbnails"
        aria-label="Photos"
        keys={['photo-1']}
        slots={slots}
        texts={texts}
        renderPhoto={() => null}
        onRemove={vi.fn()}
        add={{ label: 'Add photo', onAdd }}
      />,
    );
    const list = screen.getByRole('list', { name: 'Photos' });
    expect(within(list).getByLabelText('Preparing photo-1')).toBeTruthy();
    expect(within(list).queryByRole('button', { name: 'Retake photo-1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add photo' })).toBeTruthy();
  });
});
