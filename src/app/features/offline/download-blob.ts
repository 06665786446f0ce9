import dayjs from 'dayjs';

/** The export's file name: portal-outbox-YYYYMMDD-HHmm.zip in local time. */
export function exportFileName(at: number = Date.now()): string {
  return `portal-outbox-${dayjs(at).format('YYYYMMDD-HHmm')}.zip`;
}

/** Saves `blob` as a download named `fileName`. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download only after the click handler returns.
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
}
