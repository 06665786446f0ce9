import { useLingui } from '@lingui/react/macro';
import { ActionIcon, UnstyledButton } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import type { ActiveBanner } from '../api/banners.queries';
import classes from './banner-popup.module.css';

/** Time each banner stays before the next one, when the user is not pointing at or focused in the carousel. */
export const BANNER_AUTOPLAY_MS = 6000;

interface BannerCarouselProps {
  banners: readonly ActiveBanner[];
  /** A click on a banner with a link. */
  onFollow: (banner: ActiveBanner) => void;
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'm15 5-7 7 7 7' : 'm9 5 7 7-7 7'}
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A small carousel built from Mantine primitives (no carousel package is pinned): one banner at a time, previous
 * and next buttons, a dot per banner, autoplay that pauses on hover, on focus and for reduced motion.
 */
export function BannerCarousel({ banners, onFollow }: BannerCarouselProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const reducedMotion = useReducedMotion();
  const count = banners.length;
  const current = banners[Math.min(index, count - 1)];

  useEffect(() => {
    if (count < 2 || paused || reducedMotion) return undefined;
    const timer = setInterval(() => {
      setIndex((value) => (value + 1) % count);
    }, BANNER_AUTOPLAY_MS);
    return () => {
      clearInterval(timer);
    };
  }, [count, paused, reducedMotion]);

  if (!current) return null;
  const position = Math.min(index, count - 1) + 1;
  const alt = t`Promotion ${position} of ${count}`;

  return (
    <section
      aria-roledescription={t`carousel`}
      aria-label={t`Promotions`}
      onMouseEnter={() => {
        setPaused(true);
      }}
      onMouseLeave={() => {
        setPaused(false);
      }}
      onFocus={() => {
        setPaused(true);
      }}
      onBlur={() => {
        setPaused(false);
      }}
    >
      <div className={classes.stage} aria-live={paused ? 'polite' : 'off'}>
        {current.link ? (
          <UnstyledButton
            className={classes.slide}
            onClick={() => {
              onFollow(current);
            }}
          >
            <img src={current.imageUrl} alt={alt} />
          </UnstyledButton>
        ) : (
          <div className={classes.slide}>
            <img src={current.imageUrl} alt={alt} />
          </div>
        )}
      </div>
      {count > 1 && (
        // Controls under the image, never over it: on a phone the banner is too small to give up any of it.
        <div className={classes.controls}>
          <ActionIcon
            variant="subtle"
            radius="xl"
            size="lg"
            aria-label={t`Previous banner`}
            onClick={() => {
              setIndex((value) => (value - 1 + count) % count);
            }}
          >
            <Chevron direction="left" />
          </ActionIcon>
          <div className={classes.dots}>
            {banners.map((banner, dotIndex) => {
              const number = dotIndex + 1;
              return (
                <button
                  key={banner.id}
                  type="button"
                  className={classes.dot}
                  aria-label={t`Show banner ${number}`}
                  aria-current={dotIndex === position - 1}
                  onClick={() => {
                    setIndex(dotIndex);
                  }}
                />
              );
            })}
          </div>
          <ActionIcon
            variant="subtle"
            radius="xl"
            size="lg"
            aria-label={t`Next banner`}
            onClick={() => {
              setIndex((value) => (value + 1) % count);
            }}
          >
            <Chevron direction="right" />
          </ActionIcon>
        </div>
      )}
    </section>
  );
}
