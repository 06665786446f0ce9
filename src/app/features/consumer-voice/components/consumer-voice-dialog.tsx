import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, LoadingOverlay, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import {
  CONSUMER_VOICE_MESSAGE_MAX_LENGTH,
  consumerVoiceMessageSchema,
} from '../../../../shared/validation/consumer-voice';
import { translateFormMessage } from '../../../lib/form-messages';
import { notify } from '../../../lib/notify';
import { ConsumerVoiceRefusedError, useSendConsumerVoice } from '../api/consumer-voice.queries';
import classes from './consumer-voice-dialog.module.css';

/** Spec 01 §9: the consumer voice dialog is 900 wide. */
export const CONSUMER_VOICE_DIALOG_WIDTH = 900;

export interface ConsumerVoiceDialogProps {
  opened: boolean;
  onClose: () => void;
}

type Step = 'form' | 'confirm';

/**
 * Consumer voice (spec 01 §4): form, then the confirm question, then sending, then a success pop-up that closes
 * the dialog or a failure pop-up that keeps the typed text. The layout mounts it once and opens it from the
 * profile menu or the mobile drawer (scope consumer-voice.submit).
 */
export function ConsumerVoiceDialog({ opened, onClose }: ConsumerVoiceDialogProps) {
  const { t, i18n } = useLingui();
  const fullScreen = useMediaQuery('(max-width: 40em)');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState<Step>('form');
  const send = useSendConsumerVoice();

  // Each opening starts at the form (a draft typed earlier stays).
  const [wasOpened, setWasOpened] = useState(opened);
  if (opened !== wasOpened) {
    setWasOpened(opened);
    if (opened) setStep('form');
  }

  const sending = send.isPending;

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
    setError(null);
    goTo('confirm');
  };

  const handleSend = () => {
    send.mutate(text, {
      onSuccess: () => {
        notify.success({ message: t`Successfully sending consumer voice` });
        setText('');
        setStep('form');
        onClose();
      },
      onError: (failure) => {
        notify.error({ message: t`Failed sending consumer voice` });
        const fieldError =
          failure instanceof ConsumerVoiceRefusedError
            ? failure.fieldErrors.find((e) => e.field === 'message' || e.field === null)
            : undefined;
        setError(fieldError ? translateFormMessage(fieldError.message, i18n) : null);
        goTo('form');
      },
    });
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
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  <Trans>Cancel</Trans>
                </Button>
                <Button type="submit">
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
            <Group justify="flex-end">
              <Button
                variant="default"
                disabled={sending}
                onClick={() => {
                  goTo('form');
                }}
              >
                <Trans>Back</Trans>
              </Button>
              <Button ref={confirmRef} loading={sending} onClick={handleSend}>
                <Trans>Yes, send</Trans>
              </Button>
            </Group>
          </Stack>
        )}
      </div>
    </Modal>
  );
}
