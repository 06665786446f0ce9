import { useLingui } from '@lingui/react/macro';
import { Button, TextInput } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { frameNumberProblem, FRAME_NUMBER_MAX_LENGTH, normaliseFrameNumber } from '../../../shared/frames/frame-number';
import { translateFormMessage } from '../../lib/form-messages';

// The frame-number field (spec 02 §5): typed or scanned, one rule (src/shared/frames/frame-number.ts). Typing is
// always possible; the scanner is loaded only when the Scan button is pressed.
const ScannerDialog = lazy(() => import('./scanner-dialog').then((module) => ({ default: module.ScannerDialog })));

export interface FrameNumberInputProps {
  value: string;
  onChange: (value: string) => void;
  /** A problem found by the form or the server; shown instead of the field's own check. */
  error?: string;
  label?: string;
  autoFocus?: boolean;
}

export function FrameNumberInput({ value, onChange, error, label, autoFocus }: FrameNumberInputProps) {
  const { i18n, t } = useLingui();
  const [touched, setTouched] = useState(false);
  const [scanning, setScanning] = useState(false);
  const problem = touched ? frameNumberProblem(value) : null;
  const shown = error ?? (problem === null ? undefined : translateFormMessage(problem, i18n));

  return (
    <>
      <TextInput
        label={label ?? t`Frame number`}
        value={value}
        autoFocus={autoFocus}
        autoCapitalize="characters"
        autoComplete="off"
        spellCheck={false}
        maxLength={FRAME_NUMBER_MAX_LENGTH + 10}
        error={shown}
        data-testid="frame-number-input"
        onChange={(event) => {
          onChange(event.currentTarget.value);
        }}
        onBlur={() => {
          setTouched(true);
          const normalised = normaliseFrameNumber(value);
          if (normalised !== value) onChange(normalised);
        }}
        rightSectionWidth={88}
        rightSection={
          <Button
            size="compact-sm"
            variant="light"
            onClick={() => {
              setScanning(true);
            }}
          >
            {t`Scan`}
          </Button>
        }
      />
      {scanning ? (
        <Suspense fallback={null}>
          <ScannerDialog
            opened
            onClose={() => {
              setScanning(false);
            }}
            onConfirm={(scanned) => {
              setScanning(false);
              setTouched(true);
              onChange(normaliseFrameNumber(scanned));
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
