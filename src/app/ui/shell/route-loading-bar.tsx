import { useEffect, useState } from 'react';
import { LOADING_BAR } from '../../../shared/access/shell';
import classes from './route-loading-bar.module.css';

/**
 * The route loading bar (spec 01 §2): appears once a navigation has been pending for 200 ms, creeps toward the end
 * over 5 s, fills when the page is ready and disappears 500 ms later. A fast navigation shows nothing.
 */
export function RouteLoadingBar({ isLoading }: { isLoading: boolean }) {
  // Shown: the throttle has passed during this load. Lingering: the load ended and the full bar stays a moment.
  const [shown, setShown] = useState(false);
  const [lingering, setLingering] = useState(false);
  // The render that sees a shown bar stop loading starts the lingering (state derived during render).
  if (shown && !isLoading) {
    setShown(false);
    setLingering(true);
  }

  useEffect(() => {
    if (!isLoading) return;
    const timer = setTimeout(() => {
      setShown(true);
      setLingering(false);
    }, LOADING_BAR.throttleMs);
    return () => {
      clearTimeout(timer);
    };
  }, [isLoading]);

  useEffect(() => {
    if (!lingering) return;
    const timer = setTimeout(() => {
      setLingering(false);
    }, LOADING_BAR.hideAfterMs);
    return () => {
      clearTimeout(timer);
    };
  }, [lingering]);

  if (!shown && !lingering) return null;
  const phase = shown ? 'running' : 'finishing';
  return (
    <div className={classes.track} aria-hidden="true" data-testid="route-loading-bar" data-phase={phase}>
      <div
        className={classes.bar}
        data-phase={phase}
        style={{ ['--loading-bar-duration' as string]: `${String(LOADING_BAR.durationMs)}ms` }}
      />
    </div>
  );
}
