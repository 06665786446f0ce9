import { Trans, useLingui } from '@lingui/react/macro';
import classes from './session-status.module.css';

function isToday(time: number): boolean {
  return new Date(time).toDateString() === new Date().toDateString();
}

/** 'Offline — data as of {time}': the time of the last answer, with the date when it is not today. */
export function OfflineBar({ dataAsOf }: { dataAsOf: number | null }) {
  const { i18n } = useLingui();
  if (dataAsOf === null) {
    return (
      <div className={classes.offlineBar} role="status" data-testid="offline-bar">
        <Trans>Offline</Trans>
      </div>
    );
  }
  const time = i18n.date(
    new Date(dataAsOf),
    isToday(dataAsOf) ? { timeStyle: 'short' } : { dateStyle: 'medium', timeStyle: 'short' },
  );
  return (
    <div className={classes.offlineBar} role="status" data-testid="offline-bar">
      <Trans>Offline — data as of {time}</Trans>
    </div>
  );
}
