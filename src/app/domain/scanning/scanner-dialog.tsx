import { useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Modal, Slider, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { frameNumberProblem, normaliseFrameNumber } from '../../../shared/frames/frame-number';
import { translateFormMessage } from '../../lib/form-messages';
import { CameraScanner, type CameraControls } from './camera-scanner';
import classes from './scanner-dialog.module.css';

export interface ScannerDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The scanned value, confirmed by the user. */
  onConfirm: (value: string) => void;
}

type CameraState = 'opening' | 'scanning' | 'unavailable';

/**
 * "Scan the frame sticker" (spec 02 §5): the camera with its scan window, torch and zoom where the camera has them;
 * a decoded value is shown with the frame rule's verdict and taken only when the user confirms it. The camera and
 * the decoding worker stop when the dialog closes or the page is left.
 */
export function ScannerDialog({ opened, onClose, onConfirm }: ScannerDialogProps) {
  const { t, i18n } = useLingui();
  // A state, not a ref: the modal's content mounts after the dialog (portal), and the camera waits for it.
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  }, [onClose]);
  const scannerRef = useRef<CameraScanner | null>(null);
  const [state, setState] = useState<CameraState>('opening');
  const [controls, setControls] = useState<CameraControls | null>(null);
  const [torch, setTorch] = useState(false);
  const [found, setFound] = useState<string | null>(null);

  useEffect(() => {
    if (!opened || !video) return;
    const scanner = new CameraScanner({
      video,
      onFound: (value) => {
        setFound(value);
      },
    });
    scannerRef.current = scanner;
    scanner.start().then(
      (offered) => {
        setControls(offered);
        setState('scanning');
      },
      () => {
        scanner.stop();
        setState('unavailable');
      },
    );
    // A hidden page (app switched, screen locked) closes the camera: its light must not stay on.
    const onHidden = () => {
      if (document.visibilityState === 'hidden') closeRef.current();
    };
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      scanner.stop();
      scannerRef.current = null;
    };
  }, [opened, video]);

  const value = found === null ? null : normaliseFrameNumber(found);
  const problem = value === null ? null : frameNumberProblem(value);

  return (
    <Modal opened={opened} onClose={onClose} title={t`Scan the frame sticker`} size="lg" fullScreen={false}>
      <Stack gap="sm">
        <div className={classes.viewport} hidden={state === 'unavailable'}>
          <video ref={setVideo} className={classes.video} muted playsInline aria-label={t`Camera`} />
          <div className={classes.window} aria-hidden="true" />
        </div>
        {state === 'unavailable' ? (
          <Alert color="yellow" title={t`The camera could not be opened`}>
            {t`Allow the camera for this site, or close this and type the frame number.`}
          </Alert>
        ) : value === null ? (
          <Text size="sm" c="dimmed" aria-live="polite">
            {state === 'opening'
              ? t`Opening the camera…`
              : t`Hold the frame sticker's barcode inside the frame. Type the number instead if it will not scan.`}
          </Text>
        ) : (
          <Stack gap="xs" aria-live="polite">
            <Text size="sm">{t`Scanned frame number:`}</Text>
            <Text fw={700} ff="monospace" size="lg" data-testid="scanned-value">
              {value}
            </Text>
            {problem === null ? null : (
              <Text c="red" size="sm">
                {translateFormMessage(problem, i18n)}
              </Text>
            )}
          </Stack>
        )}
        {controls && state === 'scanning' && (controls.torch || controls.zoom) ? (
          <Group gap="md" align="center">
            {controls.torch ? (
              <Button
                variant={torch ? 'filled' : 'default'}
                mih={44}
                aria-pressed={torch}
                onClick={() => {
                  const next = !torch;
                  setTorch(next);
                  void scannerRef.current?.setTorch(next).catch(() => undefined);
                }}
              >
                {t`Light`}
              </Button>
            ) : null}
            {controls.zoom ? (
              <Slider
                style={{ flex: 1 }}
                aria-label={t`Zoom`}
                min={controls.zoom.min}
                max={controls.zoom.max}
                step={controls.zoom.step}
                defaultValue={controls.zoom.value}
                onChangeEnd={(zoom) => {
                  void scannerRef.current?.setZoom(zoom).catch(() => undefined);
                }}
              />
            ) : null}
          </Group>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose}>
            {t`Cancel`}
          </Button>
          {value === null ? null : (
            <>
              <Button
                variant="default"
                mih={44}
                onClick={() => {
                  setFound(null);
                  scannerRef.current?.resume();
                }}
              >
                {t`Scan again`}
              </Button>
              <Button
                mih={44}
                disabled={problem !== null}
                onClick={() => {
                  onConfirm(value);
                }}
              >
                {t`Use this number`}
              </Button>
            </>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
