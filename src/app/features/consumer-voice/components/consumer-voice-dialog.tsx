import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, LoadingOverlay, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { OutboxError } from '../../../../browser/outbox';
import {
  CONSUMER_VOICE_MESSAGE_MAX_LENGTH,
  consumerVoiceMessageSchema,
} from '../../../../shared/validation/consumer-voice';
import { isOnline } from '../../../lib/connectivity';
import { translateFormMessage } from '../../../lib/form-messages';
import { notify } from '../../../lib/notify';
import {
  type ConsumerVoicePhoto,
  queueConsumerVoice,
  SEND_WAIT_MS,
  sendOutboxNow,
  waitForOutcome,
} from '../consumer-voice-outbox';
import { readyPhotosOf, type SlotStates, usePhotoSlots } from '../../../domain/attachments/use-photo-slots';
import { MAX_PHOTOS, PhotoSlots } from './photo-slots';
import classes from './consumer-voice-dialog.module.css';

/** Spec 01 §9: the consumer voice dialog is 900 wide. */
export const CONSUMER_VOICE_DIALOG_WIDTH = 900;

/** A photo the pipeline refused is held at its slot: the message waits until it is removed. */
function hasRefused(slots: SlotStates): boolean {
  return Object.values(slots).some((slot) => slot.photo?.kind === 'new' && slot.photo.status === 'refused');
}

/** A refused message being fixed from the Outbox: its entry, text and photos. */
export interface ConsumerVoiceFix {
  key: string;
  message: string;
  photos: ConsumerVoicePhoto[];
}

export interface ConsumerVoiceDialogProps {
  opened: boolean;
  onClose: () => void;
  /** Opened from the Outbox to fix a refused message: prefilled, and sending replaces the refused entry. */
  fixing?: ConsumerVoiceFix | undefined;
  /** How long an online send is waited for before "saved on this device" (tests shorten it). */
  sendWaitMs?: number | undefined;
}

type Step = 'form' | 'confirm';

/** The server's refusal split into the message field's problem and everything else (photos, the whole message). */
function refusalOf(error: OutboxError | null): { field: string | null; general: string | null } {
  const fields = error?.fields ?? [];
  const field = fields.find((f) => f.field === 'message')?.message ?? null;
  const other = fields.find((f) => f.field !== 'message')?.message ?? null;
  return { field, general: field === null ? (other ?? error?.message ?? null) : other };
}

/**
 * Consumer voice (spec 01 §4): form, then the confirm question, then sending, then a success pop-up that closes
 * the dialog or a failure pop-up that keeps the typed text. Up to 3 photos may go with it (our addition). Every
 * message goes through the outbox: online it is sent at once and the dialog waits a few seconds for the answer;
 * offline, or without an answer in time, it stays on the device and is sent later. The layout mounts it once and
 * opens it from the profile menu or the mobile drawer (scope consumer-voice.submit); the Outbox opens it to fix a
 * refused message.
 */
export function ConsumerVoiceDialog({ opened, onClose, fixing, sendWaitMs = SEND_WAIT_MS }: ConsumerVoiceDialogProps) {
  const { t, i18n } = useLingui();
  const fullScreen = useMediaQuery('(max-width: 40em)');
  const [text, setText] = useState(fixing?.message ?? '');
  const [error, setError] = useState<string | null>(null);
  const [generalError, setGeneralError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('form');
  const [sending, setSending] = useState(false);
  // The refused entry this dialog replaces when it sends: from the Outbox, or one refused while waiting here.
  const [refusedKey, setRefusedKey] = useState<string | null>(fixing?.key ?? null);
  const photos = usePhotoSlots({
    slots: { max: MAX_PHOTOS },
    initialPhotos: fixing?.photos ?? [],
    onRefused: 'hold',
  });

  // Each opening starts at the form (a draft typed earlier stays).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setStep('form');
  }

  // The step changes inside an open dialog, where the focus trap does not move focus: keyboard and screen-reader
  // users land on the question's answer, and back in the text after a failure.
  const textareaRef = useRef<HTMLTextAreaElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusOnStep = useRef<Step | null>(null);
  useEffect(() => {
    if (focusOnStep.current !== step) return;
    focusOnStep.current = null;
    (step === 'confirm' ? confirmRef.current : textareaRef.current)?.focus();
  }, [step]);
  const goTo = (next: Step) => {
    focusOnStep.current = next;
    setStep(next);
  };

  const handleSubmit = () => {
    const parsed = consumerVoiceMessageSchema.safeParse(text);
    if (!parsed.success) {
      setError(translateFormMessage(parsed.error.issues[0]?.message ?? '', i18n));
      return;
    }
    if (hasRefused(photos.slots)) {
      setGeneralError(t`Remove the photos that cannot be sent.`);
      return;
    }
    setError(null);
    setGeneralError(null);
    goTo('confirm');
  };

  const finish = () => {
    setText('');
    photos.clear();
    setRefusedKey(null);
    setStep('form');
    onClose();
  };

  const handleSend = async () => {
    setSending(true);
    try {
      const prepared = await photos.whenPrepared();
      if (hasRefused(prepared)) {
        setGeneralError(t`Remove the photos that cannot be sent.`);
        goTo('form');
        return;
      }
      let key: string;
      try {
        const entry = await queueConsumerVoice(
          text,
          readyPhotosOf(Object.keys(prepared), prepared).map(({ blob, fileName }) => ({ blob, fileName })),
          refusedKey,
        );
        key = entry.key;
      } catch (failure) {
        console.error('The consumer voice message could not be queued', failure);
        notify.error({ message: t`The message could not be saved on this device.` });
        goTo('form');
        return;
      }
      setRefusedKey(null);
      void sendOutboxNow();
      const outcome = isOnline() ? await waitForOutcome(key, sendWaitMs) : { state: 'waiting' as const };
      if (outcome.state === 'sent') {
        notify.success({ message: t`Successfully sending consumer voice` });
        finish();
      } else if (outcome.state === 'attention') {
        notify.error({ message: t`Failed sending consumer voice` });
        const refusal = refusalOf(outcome.error);
        setError(refusal.field === null ? null : translateFormMessage(refusal.field, i18n));
        setGeneralError(refusal.general === null ? null : translateFormMessage(refusal.general, i18n));
        // Sending again fixes this entry instead of leaving it refused in the outbox.
        setRefusedKey(key);
        goTo('form');
      } else {
        notify.info({ message: t`Saved on this device. It will be sent when you are back online.` });
        finish();
      }
    } finally {
      setSending(false);
    }
  };

  const length = text.length;
  return (
    <Modal
      opened={opened}
      onClose={() => {
        if (!sending) onClose();
      }}
      size={CONSUMER_VOICE_DIALOG_WIDTH}
      fullScreen={fullScreen}
      title={t`Consumer Voice`}
      closeOnEscape={!sending}
      closeOnClickOutside={!sending}
      withCloseButton={!sending}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <div className={classes.body} aria-busy={sending}>
        <LoadingOverlay visible={sending} zIndex={5} />
        {step === 'form' ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              handleSubmit();
            }}
          >
            <Stack gap="md">
              <Text size="sm" c="dimmed">
                <Trans>Tell us what your customers say about our bikes, parts and service.</Trans>
              </Text>
              {generalError !== null && (
                <Alert color="error" variant="light" role="alert">
                  {generalError}
                </Alert>
              )}
              <Textarea
                ref={textareaRef}
                data-autofocus
                label={t`Message`}
                required
                rows={4}
                autosize={false}
                value={text}
                error={error}
                maxLength={CONSUMER_VOICE_MESSAGE_MAX_LENGTH}
                description={t`${length} of ${CONSUMER_VOICE_MESSAGE_MAX_LENGTH} characters`}
                onChange={(event) => {
                  setText(event.currentTarget.value);
                  if (error !== null) setError(null);
                }}
              />
              <PhotoSlots
                keys={photos.keys}
                slots={photos.slots}
                disabled={sending}
                onAdd={(files) => {
                  setGeneralError(null);
                  photos.add(files);
                }}
                onRemove={(id) => {
                  setGeneralError(null);
                  photos.remove(id);
                }}
              />
              <Group justify="flex-end">
                <Button variant="default" mih={44} onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit" mih={44}>
                  <Trans>Send</Trans>
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Stack gap="md">
            <Text fw={600} id="consumer-voice-confirm">
              <Trans>Send this message?</Trans>
            </Text>
            <blockquote className={classes.preview} aria-labelledby="consumer-voice-confirm">
              {text}
            </blockquote>
            {photos.keys.length > 0 && (
              <Text size="sm" c="dimmed">
                <Plural value={photos.keys.length} one="With # photo." other="With # photos." />
              </Text>
            )}
            <Group justify="flex-end">
              <Button
                variant="default"
                mih={44}
                disabled={sending}
                onClick={() => {
                  goTo('form');
                }}
              >
                <Trans>Back</Trans>
              </Button>
              <Button ref={confirmRef} mih={44} loading={sending} onClick={() => void handleSend()}>
                <Trans>Yes, send</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </div>
    </Modal>
  );
}
