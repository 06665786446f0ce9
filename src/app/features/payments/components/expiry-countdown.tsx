import { useLingui } from '@lingui/react/macro';
import { Text } from '@mantine/core';
import { useEffect, useState } from 'react';

/** 'H:MM:SS' (days first when there are any) of a positive duration. */
export function formatRemaining(ms: number): { days: number; clock: string } {
  const total = Math.max(0, Math.floor(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  return { days, clock: `${String(hours)}:${two(minutes)}:${two(seconds)}` };
}

/** The time left to pay a request, ticking each second; 'Expired' once it has passed. */
export function ExpiryCountdown({ expiredDate, now = Date.now }: { expiredDate: string; now?: () => number }) {
  const { t } = useLingui();
  const end = Date.parse(expiredDate);
  const [current, setCurrent] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => {
      setCurrent(now());
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [now]);
  if (!Number.isFinite(end)) return null;
  const left = end - current;
  if (left <= 0) {
    return (
      <Text span c="red" fw={600} size="sm">
        {t`Expired`}
      </Text>
    );
  }
  const { days: dayCount, clock } = formatRemaining(left);
  const days = String(dayCount);
  return (
    <Text span fw={600} size="sm" role="timer" aria-live="off" className="tabular">
      {dayCount > 0 ? t`Expires in ${days} d ${clock}` : t`Expires in ${clock}`}
    </Text>
  );
}
