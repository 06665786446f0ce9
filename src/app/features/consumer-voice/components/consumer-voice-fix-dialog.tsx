import { useEffect, useEffectEvent, useState } from 'react';
import { getEntry } from '../../../../browser/outbox';
import { decodeConsumerVoiceMessage } from '../../../../shared/validation/consumer-voice';
import { PHOTO_SLOTS } from '../consumer-voice-outbox';
import { ConsumerVoiceDialog, type ConsumerVoiceFix } from './consumer-voice-dialog';

interface ConsumerVoiceFixDialogProps {
  /** The refused outbox item (its key; the text and photos are read from the device). */
  item: { key: string };
  onClose: () => void;
}

async function loadFix(key: string): Promise<ConsumerVoiceFix | null> {
  const found = await getEntry(key);
  if (!found) return null;
  const input = found.entry.input as { message?: unknown } | null;
  const message = typeof input?.message === 'string' ? decodeConsumerVoiceMessage(input.message) : '';
  const photos = found.files
    .filter((file) => (PHOTO_SLOTS as readonly string[]).includes(file.slot))
    .flatMap((file) => (file.blob ? [{ blob: file.blob, fileName: file.fileName }] : []));
  return { key, message, photos };
}

/** The Outbox's "Edit" of a refused consumer-voice message: the dialog, prefilled; sending fixes the entry. */
export function ConsumerVoiceFixDialog({ item, onClose }: ConsumerVoiceFixDialogProps) {
  const [fixing, setFixing] = useState<ConsumerVoiceFix | null>(null);
  // Gone meanwhile (sent by the worker, discarded in another tab): nothing to edit.
  const close = useEffectEvent(onClose);
  useEffect(() => {
    let cancelled = false;
    void loadFix(item.key).then((loaded) => {
      if (cancelled) return;
      if (loaded) setFixing(loaded);
      else close();
    });
    return () => {
      cancelled = true;
    };
  }, [item.key]);
  if (fixing === null) return null;
  return <ConsumerVoiceDialog opened onClose={onClose} fixing={fixing} />;
}
