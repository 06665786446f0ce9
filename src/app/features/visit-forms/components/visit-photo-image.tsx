import { useLingui } from '@lingui/react/macro';
import { Center, Loader, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useObjectUrl, useThumbnail } from '../../../domain/attachments/use-object-url';
import { visitPhotoQuery } from '../api/visit-forms.queries';
import type { PhotoSource } from '../../../domain/attachments/use-photo-slots';

interface VisitPhotoImageProps {
  source: PhotoSource;
  alt: string;
  className?: string | undefined;
  /** thumbnail: a small copy filling a tile; full: the whole photo (the enlarged view). */
  variant?: 'thumbnail' | 'full';
}

/**
 * A visit photo from the server (fetched with the session's token: its URL needs it) or from the device (a visit
 * not sent yet, a photo just taken). Tiles show small copies. Offline, a photo not fetched before says so instead
 * of a broken image.
 */
export function VisitPhotoImage({ source, alt, className, variant = 'thumbnail' }: VisitPhotoImageProps) {
  const { t } = useLingui();
  const remote = useQuery({
    ...visitPhotoQuery(source.kind === 'url' ? source.url : ''),
    enabled: source.kind === 'url',
  });
  const blob = source.kind === 'blob' ? source.blob : remote.data;
  const thumbnail = useThumbnail(variant === 'thumbnail' ? blob : null);
  const url = useObjectUrl(variant === 'thumbnail' ? thumbnail : blob);
  if (url !== null) {
    return (
      <img
        src={url}
        alt={alt}
        className={className}
        decoding="async"
        style={{ objectFit: variant === 'full' ? 'contain' : 'cover', width: '100%', height: '100%', display: 'block' }}
      />
    );
  }
  return (
    <Center h="100%" w="100%" className={className}>
      {source.kind === 'url' && remote.isError ? (
        <Text size="xs" c="dimmed" ta="center" p="xs">
          {t`The photo cannot be shown right now.`}
        </Text>
      ) : (
        <Loader size="sm" aria-label={t`Loading photo`} />
      )}
    </Center>
  );
}
