import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Loader, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { FAST_ORDER_MAX_QTY, parseQuantity } from '../../../../shared/catalog/fast-order';
import { fastOrderProblemText } from '../fast-order-messages';
import classes from './quantity-stepper.module.css';

/** How long the − and + buttons wait for the next click before the new quantity is sent. */
export const STEP_COMMIT_DELAY_MS = 500;

interface QuantityStepperProps {
  /** The quantity in the cart now. */
  value: number;
  /** A new, valid quantity (0 removes the line). */
  onCommit: (qty: number) => void;
  /** The product's name, for the labels of the field and the buttons. */
  label: string;
  /** The line maximum, if any: + stops there. */
  max?: number | null;
  /** A change is on its way: the buttons wait. */
  isPending?: boolean;
  disabled?: boolean;
  /** Moves on each time a change was answered, so a refused quantity goes back to the cart's. */
  revision?: number;
}

/**
 * A cart line's quantity (spec 01 §4, §5): digits only — letters and other characters are refused with the spec's
 * '*Must Be Numeric' and nothing is sent; 0 removes the line. Typing is sent on Enter or when the field is left;
 * − and + are sent once the clicks pause, so five clicks are one request.
 */
export function QuantityStepper({
  value,
  onCommit,
  label,
  max,
  isPending = false,
  disabled = false,
  revision = 0,
}: QuantityStepperProps) {
  const { t, i18n } = useLingui();
  const [text, setText] = useState(String(value));
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const upper = Math.min(max ?? FAST_ORDER_MAX_QTY, FAST_ORDER_MAX_QTY);

  // The server's answer (or another tab) changed the quantity: show it, unless the user is mid-edit.
  // The quantity last handed to onCommit: Enter and then leaving the field send it once.
  const sent = useRef<number | null>(null);
  // The server answered (a new quantity, or a refusal: `revision` moves on): show what the cart holds now.
  const [shown, setShown] = useState({ value, revision });
  if (shown.value !== value || shown.revision !== revision) {
    setShown({ value, revision });
    setText(String(value));
  }
  useEffect(() => {
    sent.current = null;
  }, [value, revision]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const parsed = parseQuantity(text, { allowZero: true });
  const error = parsed.ok ? null : fastOrderProblemText(i18n, parsed.reason);

  const commit = (next: string) => {
    clearTimeout(timer.current);
    const result = parseQuantity(next, { allowZero: true });
    if (!result.ok || result.qty === value || result.qty === sent.current) return;
    sent.current = result.qty;
    onCommit(result.qty);
  };

  const step = (delta: number) => {
    const current = parsed.ok ? parsed.qty : value;
    const next = Math.min(Math.max(current + delta, 0), upper);
    setText(String(next));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      commit(String(next));
    }, STEP_COMMIT_DELAY_MS);
  };

  const current = parsed.ok ? parsed.qty : value;
  return (
    <Group gap={4} wrap="nowrap" align="flex-start" className={classes.root}>
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => {
          step(-1);
        }}
        disabled={disabled || current <= 0}
        aria-label={t`One less ${label}`}
      >
        <span aria-hidden="true">−</span>
      </ActionIcon>
      <TextInput
        value={text}
        onChange={(event) => {
          clearTimeout(timer.current);
          setText(event.currentTarget.value);
        }}
        onBlur={() => {
          commit(text);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit(text);
          if (event.key === 'Escape') setText(String(value));
        }}
        inputMode="numeric"
        autoComplete="off"
        aria-label={t`Quantity of ${label}`}
        error={error}
        disabled={disabled}
        classNames={{ input: classes.input, error: classes.error }}
        rightSection={isPending ? <Loader size={12} aria-label={t`Saving the quantity…`} /> : null}
        rightSectionWidth={isPending ? 22 : 0}
      />
      <ActionIcon
        variant="default"
        size={36}
        onClick={() => {
          step(1);
        }}
        disabled={disabled || current >= upper}
        aria-label={t`One more ${label}`}
      >
        <span aria-hidden="true">+</span>
      </ActionIcon>
    </Group>
  );
}
