import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  VISIT_PHOTO_SLOTS,
  type VisitFormValues,
  type VisitPhotoSlot,
} from '../../../../shared/visit-forms/visit-form';
import type { VisitReferenceLists } from '../api/visit-forms.queries';
import type { PhotoSource } from '../../../domain/attachments/use-photo-slots';
import { NO_VALUE, photoSlotLabels } from '../visit-messages';
import { PhotoViewer, type ViewedPhoto } from './photo-viewer';
import classes from './visit-forms.module.css';
import { VisitPhotoImage } from './visit-photo-image';

interface VisitDetailsProps {
  values: VisitFormValues;
  photos: Partial<Record<VisitPhotoSlot, PhotoSource>>;
  lists: VisitReferenceLists | undefined;
  brandName: string;
}

/** The names of picked codes (the code itself when the list is not on the device, or no longer holds it). */
function namesOf(codes: readonly string[], options: readonly { code: string; name: string }[] | undefined): string {
  return codes.map((code) => options?.find((option) => option.code === code)?.name ?? code).join(', ');
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** A visit's fields and photos, read-only; a photo enlarges on a tap. */
export function VisitDetails({ values, photos, lists, brandName }: VisitDetailsProps) {
  const { t, i18n } = useLingui();
  const [viewed, setViewed] = useState<VisitPhotoSlot | null>(null);
  const none = (
    <Text c="dimmed" span>
      {NO_VALUE}
    </Text>
  );
  const text = (value: string) => (value.trim() === '' ? none : value);
  const list = (value: string) => (value === '' ? none : value);
  const domination = { yes: t`Yes`, no: t`No`, unanswered: t`Not answered` }[values.brandDomination];
  const shown: ViewedPhoto[] = VISIT_PHOTO_SLOTS.flatMap((slot) => {
    const source = photos[slot];
    return source ? [{ slot, source }] : [];
  });
  const total = VISIT_PHOTO_SLOTS.length;
  const count = shown.length;

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-details-store">
        <Title order={2} size="h4" id="visit-details-store" mb="sm">
          <Trans>In the store</Trans>
        </Title>
        <dl className={classes.facts}>
          <Fact label={<Trans>Brand display</Trans>}>
            {list(namesOf(values.brandDisplay, lists?.formVisitBrandDisplay))}
          </Fact>
          <Fact label={<Trans>Description of the brand display</Trans>}>{text(values.brandDisplayDescription)}</Fact>
          <Fact label={<Trans>Other midrange brands</Trans>}>
            {list(namesOf(values.otherMidrange, lists?.formVisitOtherMidRange))}
          </Fact>
          <Fact label={<Trans>Description of the other midrange brands</Trans>}>
            {text(values.otherMidrangeDescription)}
          </Fact>
          <Fact label={<Trans>Does {brandName} dominate the store?</Trans>}>{domination}</Fact>
          <Fact label={<Trans>Polygon group bikes on the floor</Trans>}>{text(values.qtyPlgGrp)}</Fact>
          <Fact label={<Trans>Other brands' bikes on the floor</Trans>}>{text(values.qtyNonPlgGrp)}</Fact>
          <Fact label={<Trans>Series on display</Trans>}>
            {list(
              values.seriesBrand.map((pair) => `${pair.brand} ${pair.series}`).join(', ') ||
                values.seriesList.join(', '),
            )}
          </Fact>
          <Fact label={<Trans>Other series</Trans>}>{list(values.otherSeriesList.join(', '))}</Fact>
          <Fact label={<Trans>Equipment</Trans>}>{list(namesOf(values.equipment, lists?.formVisitEquipment))}</Fact>
          <Fact label={<Trans>Equipment notes</Trans>}>{text(values.equipmentText)}</Fact>
          <Fact label={<Trans>Notes</Trans>}>{text(values.notes)}</Fact>
        </dl>
      </Paper>

      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="visit-details-photos">
        <Title order={2} size="h4" id="visit-details-photos" mb="sm">
          <Trans>
            Photos ({count} of {total})
          </Trans>
        </Title>
        {shown.length === 0 ? (
          <Text c="dimmed">
            <Trans>No photos were taken.</Trans>
          </Text>
        ) : (
          <div className={classes.photoGrid} role="list">
            {shown.map(({ slot, source }) => {
              const label = i18n._(photoSlotLabels[slot]);
              return (
                <figure key={slot} className={classes.photoFigure} role="listitem">
                  <div className={classes.thumb}>
                    <button
                      type="button"
                      className={classes.thumbButton}
                      aria-label={t`Enlarge ${label}`}
                      onClick={() => {
                        setViewed(slot);
                      }}
                    >
                      <VisitPhotoImage source={source} alt={label} className={classes.thumbImage} />
                    </button>
                  </div>
                  <Text component="figcaption" size="sm">
                    {label}
                  </Text>
                </figure>
              );
            })}
          </div>
        )}
      </Paper>
      <PhotoViewer photos={shown} slot={viewed} onChange={setViewed} />
    </Stack>
  );
}
