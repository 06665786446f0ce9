import { ActionIcon, Loader } from '@mantine/core';
import classes from './photo-tile.module.css';

/**
 * The veil over a photo tile while its photo is compressed (a slot's status `preparing`): `light` over a small
 * thumbnail, `dark` over a large one with a white spinner.
 */
export function PhotoTileBusy({ label, tone }: { label: string; tone: 'light' | 'dark' }) {
  return (
    <div className={classes.busy} data-tone={tone}>
      <Loader size="sm" {...(tone === 'dark' ? { color: 'white' } : {})} aria-label={label} />
    </div>
  );
}

/** The tile's remove button, in its top right corner (44 px: a finger's target). */
export function PhotoTileRemove({
  label,
  disabled,
  onRemove,
}: {
  label: string;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <ActionIcon
      className={classes.remove}
      variant="filled"
      color="dark"
      radius="xl"
      size={44}
      disabled={disabled}
      aria-label={label}
      onClick={onRemove}
    >
      <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </ActionIcon>
  );
}
