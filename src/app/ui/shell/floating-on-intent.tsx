// The top bar's menus, tooltips and the cart popover load on first use (spec 01 §9: nothing that is not drawn delays
// the first page). Each renders its light trigger (the same button, so nothing shifts) until the pointer enters
// it, it gets the focus, a click or an opening key; then the Mantine part mounts around the same button. The chunk
// is fetched in idle time before that (and precached), so the swap does not wait; the focus stays on the button
// and a menu asked to open opens from there (its focus returns to the button when it closes).
import type { TooltipProps } from '@mantine/core';
import {
  cloneElement,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import { whenIdle } from '../../on-first-use';
import type * as FloatingPartsModule from './floating-parts';

export type FloatingParts = typeof FloatingPartsModule;

let loaded: FloatingParts | null = null;
let loading: Promise<FloatingParts> | null = null;

/** Fetches the floating parts once (a failed fetch is tried again on the next use). */
export function loadFloatingParts(): Promise<FloatingParts> {
  loading ??= import('./floating-parts').then(
    (module) => {
      loaded = module;
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** The keys that open a menu from its button (as Mantine's menus do once mounted). */
const OPEN_KEYS = new Set(['Enter', ' ', 'ArrowDown', 'ArrowUp']);

/** The light trigger's handlers, until the part is mounted. */
export interface IntentProps {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  onClick?: () => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
}

export interface FloatingIntent {
  /** The parts once mounted for this trigger; null while the light trigger shows. */
  parts: FloatingParts | null;
  /**
   * To spread on the light trigger; once a menu is mounted, on its target: the arrow keys open it there too (the
   * menu button pattern; Mantine's target opens on a click only), so a key works the same before and after the swap.
   */
  intentProps: IntentProps;
  /** The ref for the trigger inside the part: the focus moves there after the swap. */
  targetRef: (node: HTMLElement | null) => void;
}

interface IntentOptions {
  /** A menu or popover: a click or an opening key asks it to open; called once mounted. */
  onOpen?: () => void;
  /** A hover menu: entering the button opens it as well. */
  openOnHover?: boolean;
}

/** The first-use state of one floating part (see the top of this file). */
export function useFloatingOnIntent({ onOpen, openOnHover = false }: IntentOptions = {}): FloatingIntent {
  const [wanted, setWanted] = useState(false);
  const [parts, setParts] = useState<FloatingParts | null>(null);
  const focused = useRef(false);
  const pendingOpen = useRef<'hover' | 'press' | null>(null);
  // A press in progress: its focus does not swap the button, or the click that follows would be lost.
  const pressing = useRef(false);
  const target = useRef<HTMLElement | null>(null);
  const targetRef = useCallback((node: HTMLElement | null) => {
    target.current = node;
  }, []);
  const openRef = useRef(onOpen);
  useEffect(() => {
    openRef.current = onOpen;
  });

  useEffect(
    () =>
      whenIdle(() => {
        loadFloatingParts().catch(() => undefined);
      }),
    [],
  );

  useEffect(() => {
    if (!wanted || parts) return undefined;
    let live = true;
    loadFloatingParts().then(
      (module) => {
        // Not under a press: its click would be lost; the click (or the pointer leaving) mounts it. At once, so no
        // press can start on the light button between this and the swap.
        if (live && !pressing.current) flushSync(() => setParts(module));
      },
      () => {
        if (live) setWanted(false);
      },
    );
    return () => {
      live = false;
    };
  }, [wanted, parts]);

  // After the swap: the new button takes the focus the light one had (a click focuses it too), and a menu asked
  // for opens now, so its dropdown returns the focus to the button when it closes.
  useEffect(() => {
    if (!parts) return;
    const pending = pendingOpen.current;
    pendingOpen.current = null;
    if (focused.current || pending === 'press') target.current?.focus({ preventScroll: true });
    if (pending !== null) openRef.current?.();
  }, [parts]);

  // The swap renders at once (not with the event's batch), so the press that follows a hover lands on the new button:
  // a swap between press and release would lose the click.
  const mount = () => {
    const ready = loaded;
    if (ready) flushSync(() => setParts(ready));
    else setWanted(true);
  };
  // While a press is in progress the button stays: swapping it between press and release would lose the click.
  const want = () => {
    if (pressing.current) setWanted(true);
    else mount();
  };
  const release = () => {
    pressing.current = false;
    if (wanted) mount();
  };

  if (parts) {
    const menuKeys: IntentProps = {
      onKeyDown: (event) => {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        openRef.current?.();
      },
    };
    return { parts, intentProps: onOpen ? menuKeys : {}, targetRef };
  }
  const intentProps: IntentProps = {
    onPointerEnter: (event) => {
      // A finger enters and presses at once: the click decides (a swap now would lose it).
      if (event.pointerType === 'touch') return;
      if (openOnHover && onOpen && pendingOpen.current === null) pendingOpen.current = 'hover';
      want();
    },
    onPointerDown: () => {
      pressing.current = true;
    },
    onFocus: () => {
      focused.current = true;
      if (!pressing.current) want();
    },
    onBlur: () => {
      focused.current = false;
      pressing.current = false;
    },
    onClick: () => {
      pressing.current = false;
      if (onOpen) pendingOpen.current = 'press';
      if (onOpen || wanted) mount();
    },
    onPointerLeave: () => {
      if (pendingOpen.current === 'hover') pendingOpen.current = null;
      if (pressing.current) release();
    },
  };
  if (onOpen)
    intentProps.onKeyDown = (event) => {
      if (!OPEN_KEYS.has(event.key)) return;
      event.preventDefault();
      pendingOpen.current = 'press';
      want();
    };
  return { parts, intentProps, targetRef };
}

/**
 * The intent handlers after the element's own: a tap on a button in a tooltip (a touch has no hover to mount the
 * tooltip first) still does what the button does.
 */
function withOwnHandlers(own: IntentProps, intent: IntentProps): IntentProps {
  const merged: Record<string, (event: never) => void> = {};
  for (const [name, handler] of Object.entries(intent) as [keyof IntentProps, (event: never) => void][]) {
    const first = own[name] as ((event: never) => void) | undefined;
    merged[name] = first
      ? (event) => {
          first(event);
          handler(event);
        }
      : handler;
  }
  return merged;
}

type LazyTooltipProps = Omit<TooltipProps, 'children'> & {
  /** One element that takes a ref and the pointer and focus handlers (a button, a link, a span). */
  children: ReactElement<IntentProps & { ref?: (node: HTMLElement | null) => void }>;
};

/** Mantine's Tooltip, mounted on the first hover or focus of its element (shown from then on as before). */
export function LazyTooltip({ children, ...props }: LazyTooltipProps) {
  const { parts, intentProps, targetRef } = useFloatingOnIntent();
  if (!parts) return cloneElement(children, withOwnHandlers(children.props, intentProps));
  const { Tooltip } = parts;
  return <Tooltip {...props}>{cloneElement(children, { ref: targetRef })}</Tooltip>;
}
