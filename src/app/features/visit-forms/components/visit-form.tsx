// Over 400 lines: the visit form's sections (spec 02 §3, §5) read and write one form state and one draft; its
// photo slots and option chips are components of their own.
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Chip,
  Group,
  Loader,
  Modal,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ShouldBlockFn, useBlocker } from '@tanstack/react-router';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { formMessages } from '../../../../shared/validation/form-rules';
import {
  emptyVisitForm,
  isVisitCountInput,
  validateVisitForm,
  VISIT_QUANTITY_MAX,
  VISIT_TEXT_MAX_LENGTH,
  type VisitBrand,
  type VisitFormValues,
  VISIT_PHOTO_SLOTS,
  type VisitPhotoSlot,
} from '../../../../shared/visit-forms/visit-form';
import {
  formFieldOfInputField,
  otherSeriesProblem,
  referenceValuesOf,
  type VisitReferenceValues,
} from '../../../../shared/visit-forms/visit-values';
import { useFormat } from '../../../lib/format';
import { translateFormMessage } from '../../../lib/form-messages';
import { notify } from '../../../lib/notify';
import { useUnsavedChanges } from '../../../lib/use-unsaved-changes';
import touch from '../../../ui/touch-targets.module.css';
import {
  lastVisitQuery,
  visitCustomersQuery,
  type VisitCustomer,
  visitReferenceListsQuery,
} from '../api/visit-forms.queries';
import { useVisitDraft, type VisitDraftData, visitDraftForm } from '../use-visit-draft';
import type { PhotoSource, SlotStates } from '../../../domain/attachments/use-photo-slots';
import { newPhotosOf, removedSlotsOf, useVisitPhotos } from '../use-visit-photos';
import type { VisitSave } from '../visit-outbox';
import { brandLabels, refusalText } from '../visit-messages';
import classes from './visit-forms.module.css';
import { VisitPhotoSlots } from './visit-photo-slots';
import { displayCustomerCode } from '../../../../shared/customers/customer-code-display';
import { prefilledVisitCustomer } from '../../../../shared/visit-forms/visit-prefill';

/** The visit being edited: its record, values and photos as they are now (server and device). */
export interface VisitFormEditing {
  recordId: string;
  values: VisitFormValues;
  photos: Partial<Record<VisitPhotoSlot, PhotoSource>>;
  /** The version the edit starts from (a stored visit), null for a visit not sent yet. */
  baseVersion: number | null;
  custName: string;
  /** The server's refusal of the change being fixed, if any. */
  refusal?: { code?: string | null; message?: string | null; fields?: { field: string; message: string }[] } | null;
}

export interface VisitFormProps {
  brand: VisitBrand;
  userId: string | null;
  /** null: a new visit. */
  editing: VisitFormEditing | null;
  /** Queues the visit (the outbox): resolves once it is stored on the device. */
  onSave: (save: VisitSave & { baseVersion: number | null }) => Promise<void>;
  onCancel: () => void;
  /**
   * A new visit: the customer the rep acts for now (its isr-or-r3 code). When it is one of the brand's visit
   * customers, the visit starts with it; a draft wins.
   */
  actingCustomerCode?: string | null | undefined;
  /** The host's sorgs: a customer of several of the brand's sorgs starts in the host's. */
  hostSorgs?: readonly string[] | undefined;
}

/**
 * The store visit form (spec 02 §2, §5), new or edited: the draft is read first, then the form starts from it (or
 * from the visit, or empty).
 */
export function VisitForm(props: VisitFormProps) {
  const { t } = useLingui();
  const form = visitDraftForm(props.brand, props.editing?.recordId ?? null);
  const draft = useVisitDraft(props.userId, form);
  const [generation, setGeneration] = useState(0);
  if (draft.draft === undefined && props.userId !== null) {
    return (
      <Group justify="center" p="xl">
        <Loader aria-label={t`Loading`} />
      </Group>
    );
  }
  return (
    <VisitFormBody
      key={`${form}:${String(generation)}`}
      {...props}
      draft={draft}
      onDiscarded={() => {
        setGeneration((value) => value + 1);
      }}
    />
  );
}

type DraftHandle = ReturnType<typeof useVisitDraft>;

interface BodyProps extends VisitFormProps {
  draft: DraftHandle;
  onDiscarded: () => void;
}

type TextField = 'brandDisplayDescription' | 'otherMidrangeDescription' | 'equipmentText' | 'notes';
type CountField = 'qtyPlgGrp' | 'qtyNonPlgGrp';

function FormSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id} className={classes.section}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

function OptionChips({
  label,
  options,
  value,
  onChange,
  error,
}: {
  label: string;
  options: readonly { code: string; name: string }[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  // Picks that are no longer in the list (an older visit) stay visible, so nothing is dropped unseen.
  const known = new Set(options.map((option) => option.code));
  const all = [...options, ...value.filter((code) => !known.has(code)).map((code) => ({ code, name: code }))];
  return (
    <div role="group" aria-label={label}>
      {all.length === 0 ? (
        <Text size="sm" c="dimmed">
          <Trans>No choices available.</Trans>
        </Text>
      ) : (
        <Chip.Group multiple value={[...value]} onChange={onChange}>
          <div className={classes.chips}>
            {all.map((option) => (
              <Chip key={option.code} value={option.code} variant="outline">
                {option.name}
              </Chip>
            ))}
          </div>
        </Chip.Group>
      )}
      {error !== undefined && (
        <Text size="sm" c="error" mt={4} role="alert">
          {error}
        </Text>
      )}
    </div>
  );
}

const SERIES_SEPARATOR = '\u001f';

function VisitFormBody({
  brand,
  editing,
  onSave,
  onCancel,
  draft,
  onDiscarded,
  actingCustomerCode,
  hostSorgs,
}: BodyProps) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const queryClient = useQueryClient();
  const customers = useQuery(visitCustomersQuery(brand));
  const lists = useQuery(visitReferenceListsQuery(brand));
  const kept = draft.draft;
  const [restoredAt] = useState(kept?.updatedAt ?? null);
  const [baseVersion] = useState<number | null>(kept?.data?.baseVersion ?? editing?.baseVersion ?? null);
  const [values, setValues] = useState<VisitFormValues>(
    () => kept?.data?.values ?? editing?.values ?? emptyVisitForm(),
  );
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);
  const [confirmReplace, setConfirmReplace] = useState<VisitReferenceValues | null>(null);
  const [confirmDiscard, setConfirmDiscard] = useState(false);
  const [loadingLast, setLoadingLast] = useState(false);
  const [refusedCount, setRefusedCount] = useState<CountField | null>(null);

  // A new visit without a draft starts with the customer the rep acts for, once the brand's customers are known.
  const [prefillPending, setPrefillPending] = useState(
    editing === null && !kept?.data && (actingCustomerCode ?? '') !== '',
  );
  if (prefillPending && customers.data !== undefined) {
    setPrefillPending(false);
    const prefilled = prefilledVisitCustomer(actingCustomerCode, customers.data, hostSorgs);
    if (prefilled !== '' && values.customer === '') setValues((current) => ({ ...current, customer: prefilled }));
  }

  const markChanged = useCallback(() => {
    setChanged(true);
  }, []);
  const photos = useVisitPhotos({
    existing: editing?.photos ?? {},
    draftFiles: draft.fileStore,
    onChange: markChanged,
  });

  // The draft's photos come back once (compressed ones as they were, originals compressed again).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || !kept) return;
    restored.current = true;
    photos.restore(kept.files, kept.data?.removedSlots ?? []);
  }, [kept, photos]);

  // Every change is saved as the draft (values now, soon; photos as they are kept).
  const { save: saveDraft } = draft;
  const slots: SlotStates<VisitPhotoSlot> = photos.slots;
  useEffect(() => {
    if (!changed) return;
    const data: VisitDraftData = { values, removedSlots: removedSlotsOf(photos.initial, slots), baseVersion };
    saveDraft(data);
  }, [changed, values, slots, photos.initial, baseVersion, saveDraft]);

  const preparing = Object.values(slots).some(
    (slot) => slot.photo?.kind === 'new' && slot.photo.status === 'preparing',
  );
  useUnsavedChanges(changed || preparing);

  // Leaving the form in the app with input not saved as a visit asks first; the draft stays on the device either
  // way. A reload or a closed tab does not ask: the draft survives them.
  const leavingSaved = useRef(false);
  const shouldBlockLeave = useCallback<ShouldBlockFn>(
    ({ current, next }) => !leavingSaved.current && current.pathname !== next.pathname,
    [],
  );
  const leaveBlocker = useBlocker({
    shouldBlockFn: shouldBlockLeave,
    disabled: !(changed || preparing),
    enableBeforeUnload: false,
    withResolver: true,
  });

  const update = <K extends keyof VisitFormValues>(field: K, value: VisitFormValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChanged(true);
  };
  const touch_ = (field: string) => {
    setTouched((current) => (current.has(field) ? current : new Set([...current, field])));
  };

  // Errors: the shared rules as typed, and what the server refused in a change being fixed.
  const ruleErrors = validateVisitForm(values);
  const otherSeries = otherSeriesProblem(values);
  const serverErrors = new Map<string, string>();
  for (const field of editing?.refusal?.fields ?? []) {
    const name = formFieldOfInputField(field.field);
    if (name && !serverErrors.has(name)) serverErrors.set(name, translateFormMessage(field.message, i18n));
  }
  const errorOf = (field: keyof VisitFormValues): string | undefined => {
    const rule = field === 'otherSeriesList' ? otherSeries : ruleErrors[field];
    // Numbers are checked as typed (a letter shows at once); the rest once left or on save.
    const shown = submitted || touched.has(field) || field === 'qtyPlgGrp' || field === 'qtyNonPlgGrp';
    if (rule !== undefined && shown) return translateFormMessage(rule, i18n);
    return changed && !submitted ? undefined : serverErrors.get(field);
  };

  const customerList: VisitCustomer[] = customers.data ?? [];
  const customerValue = values.customer === '' ? null : values.customer;
  const selectedCustomer = customerList.find((c) => `${c.sorg}:${c.custCode}` === values.customer);
  const customerData = customerList.map((c) => ({
    value: `${c.sorg}:${c.custCode}`,
    label: `${c.custName} · ${displayCustomerCode(c.custCode)}${c.city ? ` · ${c.city}` : ''}`,
  }));
  if (customerValue !== null && !selectedCustomer) {
    // A visit of a customer no longer in the list (edited, or the list is not on this device): still shown.
    const code = customerValue.split(':')[1] ?? customerValue;
    customerData.unshift({ value: customerValue, label: editing?.custName ? `${editing.custName} · ${code}` : code });
  }
  const custName = selectedCustomer?.custName ?? editing?.custName ?? '';
  const lastVisitAt = selectedCustomer?.lastVisitAt ?? null;
  const lastVisitDay = lastVisitAt === null ? '' : format.date(lastVisitAt);

  const seriesOptions = lists.data?.formVisitSeries ?? [];
  const seriesBrands = [...new Set(seriesOptions.map((s) => s.brand))];
  const seriesValue = values.seriesBrand.map((s) => `${s.brand}${SERIES_SEPARATOR}${s.series}`);

  const applyReference = (reference: VisitReferenceValues) => {
    setValues((current) => ({ ...current, ...reference }));
    setChanged(true);
    notify.success({ message: t`The store's displays, series and equipment were filled from the last visit.` });
  };

  const handleStartFromLast = async () => {
    if (values.customer === '') return;
    setLoadingLast(true);
    try {
      const last = await queryClient.query(lastVisitQuery(brand, values.customer));
      if (!last) {
        notify.info({ message: t`There is no earlier visit of this customer on this device or the server.` });
        return;
      }
      const reference = referenceValuesOf(last);
      const hasPicks = [
        values.brandDisplay,
        values.otherMidrange,
        values.seriesList,
        values.seriesBrand,
        values.otherSeriesList,
        values.equipment,
      ].some((list) => list.length > 0);
      if (hasPicks) setConfirmReplace(reference);
      else applyReference(reference);
    } catch {
      notify.error({ message: t`The last visit could not be loaded. Try again when you have a connection.` });
    } finally {
      setLoadingLast(false);
    }
  };

  const handleSubmit = async () => {
    setSubmitted(true);
    const invalid = Object.keys(ruleErrors).length > 0 || otherSeries !== undefined;
    if (invalid) {
      notify.error({ message: t`Check the marked fields.` });
      // The first field with a problem, on a tablet often far above.
      requestAnimationFrame(() => {
        document.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"]')?.focus();
      });
      return;
    }
    setSaving(true);
    try {
      const ready = await photos.whenPrepared();
      // Saving goes on to the list: a saved visit has nothing left to ask about.
      leavingSaved.current = true;
      await onSave({
        brand,
        values,
        custName,
        photos: newPhotosOf(ready),
        removedSlots: removedSlotsOf(photos.initial, ready),
        baseVersion,
      });
      setChanged(false);
      await draft.discard();
    } catch (error) {
      leavingSaved.current = false;
      console.error('The visit could not be saved on this device', error);
      notify.error({ message: t`The visit could not be saved on this device. Your input is kept; try again.` });
    } finally {
      setSaving(false);
    }
  };

  const textArea = (field: TextField, label: string, description?: string) => (
    <Textarea
      label={label}
      description={description}
      value={values[field]}
      autosize
      minRows={2}
      maxRows={8}
      maxLength={VISIT_TEXT_MAX_LENGTH}
      error={errorOf(field)}
      onChange={(event) => {
        update(field, event.currentTarget.value);
      }}
      onBlur={() => {
        touch_(field);
      }}
    />
  );

  const maxCount = format.number(VISIT_QUANTITY_MAX, 0);
  const countError = (field: CountField) => {
    // A refused keystroke or paste shows the spec's message; too many, the range (the shared rule's).
    if (refusedCount === field) return translateFormMessage(formMessages.numeric, i18n);
    return errorOf(field);
  };
  const countInput = (field: CountField, label: string) => (
    <TextInput
      label={label}
      value={values[field]}
      inputMode="numeric"
      autoComplete="off"
      error={countError(field)}
      description={t`Bikes counted in the store (0–${maxCount})`}
      onChange={(event) => {
        // Digits only: anything else leaves the field as it was.
        const typed = event.currentTarget.value;
        setRefusedCount(isVisitCountInput(typed) ? null : field);
        if (isVisitCountInput(typed)) update(field, typed);
      }}
      onBlur={() => {
        touch_(field);
      }}
    />
  );

  const brandName = brandLabels[brand];
  const filledPhotos = Object.values(slots).filter((slot) => slot.photo !== null).length;
  const slotCount = VISIT_PHOTO_SLOTS.length;
  const savedAtText = draft.savedAt === null ? null : format.time(draft.savedAt);

  return (
    <form
      noValidate
      className={`${touch.touch} ${classes.page}`}
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <Stack gap="md">
        {restoredAt !== null && (
          <Alert color="info" variant="light" title={t`Your unsaved visit is back`}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm">
                <Trans>It was kept on this device. Continue where you left off, or start again.</Trans>
              </Text>
              <Button
                variant="default"
                onClick={() => {
                  setConfirmDiscard(true);
                }}
              >
                <Trans>Start again</Trans>
              </Button>
            </Group>
          </Alert>
        )}
        {editing?.refusal && (
          <Alert color="error" variant="light" title={t`The server did not accept this visit`} role="alert">
            {refusalText(editing.refusal, i18n)}
          </Alert>
        )}

        <FormSection id="visit-customer" title={<Trans>Customer</Trans>}>
          <Stack gap="sm">
            <Select
              label={t`Customer`}
              placeholder={t`Search by name, code or city`}
              required
              searchable
              clearable
              // A tap on the chosen customer keeps it (clearing is the × button's job).
              allowDeselect={false}
              limit={60}
              nothingFoundMessage={t`No customer found`}
              data={customerData}
              value={customerValue}
              error={errorOf('customer')}
              onChange={(value) => {
                update('customer', value ?? '');
                touch_('customer');
              }}
              comboboxProps={{ withinPortal: true }}
            />
            {customers.isError && customerList.length === 0 && (
              <Text size="sm" c="error">
                <Trans>Your customer list is not on this device yet. Connect once to load it.</Trans>
              </Text>
            )}
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" c="dimmed">
                {selectedCustomer === undefined ? (
                  <Trans>Pick the store you are visiting.</Trans>
                ) : lastVisitAt ? (
                  <Trans>
                    Last {brandName} visit: {lastVisitDay}
                  </Trans>
                ) : (
                  <Trans>No earlier {brandName} visit of this customer.</Trans>
                )}
              </Text>
              <Button
                variant="default"
                disabled={values.customer === ''}
                loading={loadingLast}
                onClick={() => void handleStartFromLast()}
              >
                <Trans>Start from last visit</Trans>
              </Button>
            </Group>
          </Stack>
        </FormSection>

        {lists.isError && !lists.data && (
          <Alert color="warning" variant="light">
            <Trans>
              The lists of displays, brands, series and equipment are not on this device yet. Connect once to load them;
              everything else can be filled now.
            </Trans>
          </Alert>
        )}

        <FormSection id="visit-brand-display" title={<Trans>Brand display</Trans>}>
          <Stack gap="sm">
            <OptionChips
              label={t`Brand display`}
              options={lists.data?.formVisitBrandDisplay ?? []}
              value={values.brandDisplay}
              error={errorOf('brandDisplay')}
              onChange={(value) => {
                update('brandDisplay', value);
              }}
            />
            {textArea('brandDisplayDescription', t`Description of the brand display`)}
          </Stack>
        </FormSection>

        <FormSection id="visit-midrange" title={<Trans>Other midrange brands</Trans>}>
          <Stack gap="sm">
            <OptionChips
              label={t`Other midrange brands`}
              options={lists.data?.formVisitOtherMidRange ?? []}
              value={values.otherMidrange}
              error={errorOf('otherMidrange')}
              onChange={(value) => {
                update('otherMidrange', value);
              }}
            />
            {textArea('otherMidrangeDescription', t`Description of the other midrange brands`)}
          </Stack>
        </FormSection>

        <FormSection id="visit-floor" title={<Trans>On the floor</Trans>}>
          <Stack gap="md">
            <div>
              <Text size="sm" fw={500} mb={4} id="visit-domination-label">
                <Trans>Does {brandName} dominate the store?</Trans>
              </Text>
              <SegmentedControl
                aria-labelledby="visit-domination-label"
                fullWidth
                value={values.brandDomination}
                onChange={(value) => {
                  update('brandDomination', value);
                }}
                data={[
                  { value: 'yes', label: t`Yes` },
                  { value: 'no', label: t`No` },
                  { value: 'unanswered', label: t`Not answered` },
                ]}
              />
            </div>
            <div className={classes.grid2}>
              {countInput('qtyPlgGrp', t`Polygon group bikes on the floor`)}
              {countInput('qtyNonPlgGrp', t`Other brands' bikes on the floor`)}
            </div>
          </Stack>
        </FormSection>

        <FormSection id="visit-series" title={<Trans>Series</Trans>}>
          <Stack gap="sm">
            {seriesBrands.length === 0 && values.seriesBrand.length === 0 ? (
              <Text size="sm" c="dimmed">
                <Trans>No choices available.</Trans>
              </Text>
            ) : (
              <Chip.Group
                multiple
                value={seriesValue}
                onChange={(picked) => {
                  const pairs = picked.map((value) => {
                    const [pairBrand = '', series = ''] = value.split(SERIES_SEPARATOR);
                    return { brand: pairBrand, series };
                  });
                  setValues((current) => ({
                    ...current,
                    seriesBrand: pairs,
                    // The flat series list holds the series picked, whatever their brand.
                    seriesList: [...new Set(pairs.map((pair) => pair.series))],
                  }));
                  setChanged(true);
                }}
              >
                {seriesBrands.map((seriesBrand) => (
                  <div key={seriesBrand} role="group" aria-label={seriesBrand} className={classes.seriesBrand}>
                    <Text size="sm" fw={500} mb={6}>
                      {seriesBrand}
                    </Text>
                    <div className={classes.chips}>
                      {seriesOptions
                        .filter((option) => option.brand === seriesBrand)
                        .map((option) => (
                          <Chip
                            key={option.series}
                            value={`${option.brand}${SERIES_SEPARATOR}${option.series}`}
                            variant="outline"
                          >
                            {option.series}
                          </Chip>
                        ))}
                    </div>
                  </div>
                ))}
              </Chip.Group>
            )}
            {(errorOf('seriesBrand') ?? errorOf('seriesList')) !== undefined && (
              <Text size="sm" c="error" role="alert">
                {errorOf('seriesBrand') ?? errorOf('seriesList')}
              </Text>
            )}
            <TagsInput
              label={t`Other series`}
              description={t`Series seen in the store that are not in the list. Press Enter after each.`}
              value={values.otherSeriesList}
              clearable
              error={errorOf('otherSeriesList')}
              onChange={(value) => {
                update('otherSeriesList', value);
                touch_('otherSeriesList');
              }}
            />
          </Stack>
        </FormSection>

        <FormSection id="visit-equipment" title={<Trans>Equipment</Trans>}>
          <Stack gap="sm">
            <OptionChips
              label={t`Equipment`}
              options={lists.data?.formVisitEquipment ?? []}
              value={values.equipment}
              error={errorOf('equipment')}
              onChange={(value) => {
                update('equipment', value);
              }}
            />
            {textArea('equipmentText', t`Equipment notes`)}
          </Stack>
        </FormSection>

        <FormSection id="visit-photos" title={<Trans>Photos</Trans>}>
          <VisitPhotoSlots
            slots={slots}
            onPick={(slot, file) => void photos.pick(slot, file)}
            onRemove={photos.remove}
            disabled={saving}
          />
        </FormSection>

        <FormSection id="visit-notes" title={<Trans>Notes</Trans>}>
          {textArea('notes', t`Notes`, t`What else should the team know about this visit?`)}
        </FormSection>

        <div className={classes.saveBar}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" c={draft.failed ? 'error' : 'dimmed'} aria-live="polite" data-testid="draft-status">
              {draft.failed ? (
                <Trans>The draft could not be saved on this device.</Trans>
              ) : draft.saving ? (
                <Trans>
                  Saving on this device… · {filledPhotos} of {slotCount} photos
                </Trans>
              ) : savedAtText !== null ? (
                <Trans>
                  Draft saved on this device at {savedAtText} · {filledPhotos} of {slotCount} photos
                </Trans>
              ) : (
                <Trans>
                  {filledPhotos} of {slotCount} photos
                </Trans>
              )}
            </Text>
            <Group gap="xs">
              <Button variant="default" onClick={onCancel} disabled={saving}>
                <Trans>Cancel</Trans>
              </Button>
              <Button type="submit" loading={saving} size="md">
                <Trans>Save visit</Trans>
              </Button>
            </Group>
          </Group>
          {saving && preparing && (
            <Text size="xs" c="dimmed" mt={4}>
              <Trans>Preparing the photos…</Trans>
            </Text>
          )}
        </div>
      </Stack>

      <Modal
        opened={confirmReplace !== null}
        onClose={() => {
          setConfirmReplace(null);
        }}
        title={t`Replace your picks?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack className={touch.touch}>
          <Text>
            <Trans>The brand displays, series and equipment you picked are replaced by those of the last visit.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirmReplace(null);
              }}
            >
              <Trans>Keep mine</Trans>
            </Button>
            <Button
              onClick={() => {
                if (confirmReplace) applyReference(confirmReplace);
                setConfirmReplace(null);
              }}
            >
              <Trans>Replace</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={confirmDiscard}
        onClose={() => {
          setConfirmDiscard(false);
        }}
        title={t`Start again?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack className={touch.touch}>
          <Text>
            <Trans>What you entered and the photos you took for this visit are deleted from this device.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                setConfirmDiscard(false);
              }}
            >
              <Trans>Keep it</Trans>
            </Button>
            <Button
              color="error"
              onClick={() => {
                setConfirmDiscard(false);
                void draft.discard().then(onDiscarded);
              }}
            >
              <Trans>Delete and start again</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>

      <Modal
        opened={leaveBlocker.status === 'blocked'}
        onClose={() => {
          leaveBlocker.reset?.();
        }}
        title={t`Leave this visit?`}
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack className={touch.touch}>
          <Text>
            <Trans>The visit is not saved yet. Your draft stays on this device, and you can finish it later.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button
              variant="default"
              onClick={() => {
                leaveBlocker.reset?.();
              }}
            >
              <Trans>Stay</Trans>
            </Button>
            <Button
              onClick={() => {
                leaveBlocker.proceed?.();
              }}
            >
              <Trans>Leave</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </form>
  );
}
