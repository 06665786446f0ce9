import { Trans, useLingui } from '@lingui/react/macro';
import {
  Alert,
  Button,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import {
  claimFormProblems,
  type ClaimFormConfig,
  type ClaimFormField,
  type ClaimFormValues,
} from '../../../../shared/claims/claim-form';
import { CLAIM_FILE_SLOTS, type ClaimFileSlot as ClaimSlot } from '../../../../shared/claims/claim-rules';
import { frameNumberProblem, normaliseFrameNumber } from '../../../../shared/frames/frame-number';
import { PhotoGrid } from '../../../domain/attachments/photo-grid';
import { readyPhotosOf, usePhotoSlots, type PhotoSource } from '../../../domain/attachments/use-photo-slots';
import { useObjectUrl, useThumbnail } from '../../../domain/attachments/use-object-url';
import { FrameNumberInput } from '../../../domain/scanning/frame-number-input';
import { useOnline } from '../../../lib/connectivity';
import touch from '../../../ui/touch-targets.module.css';
import { claimArticlesQuery, claimFormDataQuery, claimFrameChecksQuery } from '../api/claims.queries';
import type { ClaimFile } from '../claim-outbox';
import { claimProblemText, slotLabels, stolenText } from '../claim-messages';
import { claimDraftForm, useClaimDraft, type LoadedClaimDraft } from '../use-claim-draft';
import { checkSlotFile, ClaimFileSlot, type SlotFile } from './claim-file-slot';
import { RecallAlert } from './recall-alert';

const PHOTO_SLOTS = ['photo1', 'photo2', 'photo3', 'photo4', 'photo5', 'photo6'] as const;
type PhotoSlot = (typeof PHOTO_SLOTS)[number];
const DOCUMENT_SLOTS = ['invoice', 'idCard'] as const;
const ADDITIONAL_SLOTS = [
  'additionalDoc1',
  'additionalDoc2',
  'additionalDoc3',
  'additionalDoc4',
  'additionalDoc5',
] as const;
type FileSlot = (typeof DOCUMENT_SLOTS)[number] | (typeof ADDITIONAL_SLOTS)[number] | 'video';
const FILE_SLOTS: readonly FileSlot[] = [...DOCUMENT_SLOTS, 'video', ...ADDITIONAL_SLOTS];

/** What the form hands its page when the claim is filed: the values, the new files and the emptied slots. */
export interface ClaimFormResult {
  values: ClaimFormValues;
  files: ClaimFile[];
  removedSlots: ClaimSlot[];
  /** Filed without the network: the frame checks did not run. */
  checksPending: boolean;
  /** An edit: the claim's version the edit started from (kept by the draft across reloads). */
  baseVersion: number | null;
}

/** A file the claim already has: on the server (its URL), or on this device in an entry waiting to be sent. */
export interface ExistingClaimFile {
  fileName: string;
  url?: string;
  blob?: Blob;
}

export interface ClaimFormProps {
  initial: ClaimFormValues;
  config: ClaimFormConfig & { supportEmail: string };
  /** The claim's own files by slot (an edit). */
  existing?: Partial<Record<ClaimSlot, ExistingClaimFile>>;
  /**
   * The draft kept on the device: a new claim's (one per user, customer and kind), or an edit's (`form` names the
   * claim, `baseVersion` is the version it starts from; the draft keeps the first one it saw).
   */
  draft?: { userId: string | null; customerId: string | null; form?: string; baseVersion?: number | null } | undefined;
  submitLabel: string;
  onSubmit: (result: ClaimFormResult) => Promise<void>;
  onCancel: () => void;
  today: string;
}

function ClaimPhoto({ source, alt, className }: { source: PhotoSource; alt: string; className: string }) {
  const thumbnail = useThumbnail(source.kind === 'blob' ? source.blob : null);
  const url = useObjectUrl(thumbnail);
  if (url === null) {
    return (
      <Text size="xs" c="dimmed" ta="center" p="xs" className={className}>
        {alt}
      </Text>
    );
  }
  return (
    <img src={url} alt={alt} className={className} style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
  );
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h4" mb="sm">
        {title}
      </Title>
      <Stack gap="sm">{children}</Stack>
    </Paper>
  );
}

/**
 * The claim form (spec 02 §5 Claim) for a bike (frame typed or scanned, checked for theft and recalls at once) or a
 * part (an article, or described with claimAllowNonCode): problems, consumer, purchase, contact person, notes and
 * the 15 file slots grouped as the mechanic gathers them. Big targets for the workshop stand; every change is kept
 * in the draft.
 */
export function ClaimForm(props: ClaimFormProps) {
  const { draft, initial } = props;
  const draftState = useClaimDraft(
    draft?.userId ?? null,
    draft?.customerId ?? null,
    draft?.form ?? claimDraftForm(initial.productCategory),
  );
  // A new claim waits for its draft (a moment): what the device kept comes back before the user types.
  if (draft && draftState.loaded === undefined) return <Loader size="sm" />;
  return <ClaimFormBody {...props} draftState={draftState} restored={draft ? (draftState.loaded ?? null) : null} />;
}

function ClaimFormBody({
  initial,
  config,
  existing = {},
  draft,
  submitLabel,
  onSubmit,
  onCancel,
  today,
  draftState,
  restored,
}: ClaimFormProps & { draftState: ReturnType<typeof useClaimDraft>; restored: LoadedClaimDraft | null }) {
  const { t, i18n } = useLingui();
  const online = useOnline();
  const [values, setValues] = useState(() =>
    restored?.values ? { ...restored.values, custCode: initial.custCode } : initial,
  );
  const [tried, setTried] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [nonCode, setNonCode] = useState(
    initial.productCategory === 'paa' && initial.articleCode === '' && initial.nonCodeDescription !== '',
  );
  const [articleSearch, setArticleSearch] = useState('');
  const fileStore = draft ? draftState.fileStore : null;
  // An edit's draft: the slots emptied before a reload stay empty, and the edit keeps the version it started from.
  const isEdit = draft?.form !== undefined;
  const baseVersion = restored?.values ? restored.baseVersion : (draft?.baseVersion ?? null);
  const [removed, setRemoved] = useState<Set<ClaimSlot>>(
    () => new Set((restored?.removedSlots ?? []).filter((slot): slot is ClaimSlot => slot in existing)),
  );

  const photos = usePhotoSlots<PhotoSlot>({
    slots: { fixed: PHOTO_SLOTS },
    existing: Object.fromEntries(
      PHOTO_SLOTS.flatMap((slot) => {
        const file = existing[slot];
        if (!file || removed.has(slot)) return [];
        const source: PhotoSource = file.blob
          ? { kind: 'blob', blob: file.blob, fileName: file.fileName }
          : { kind: 'url', url: file.url ?? '' };
        return [[slot, source]];
      }),
    ),
    onRefused: 'revert',
    checkFirst: true,
    draftFiles: fileStore,
  });
  const [files, setFiles] = useState<Record<FileSlot, { file: SlotFile | null; error: string | null }>>(
    () =>
      Object.fromEntries(
        FILE_SLOTS.map((slot) => {
          const kept = restored?.files.find((file) => file.slot === slot);
          if (kept) return [slot, { file: { kind: 'new', blob: kept.blob, fileName: kept.fileName }, error: null }];
          const file = removed.has(slot) ? undefined : existing[slot];
          return [
            slot,
            { file: file ? { kind: 'existing', fileName: file.fileName, url: file.url ?? '' } : null, error: null },
          ];
        }),
      ) as Record<FileSlot, { file: SlotFile | null; error: string | null }>,
  );
  // The draft's photos come back once (compressed ones as they were, originals compressed again).
  const restoredPhotos = useRef(false);
  useEffect(() => {
    if (restoredPhotos.current || !restored) return;
    restoredPhotos.current = true;
    photos.restore(
      restored.files.filter((file) => (PHOTO_SLOTS as readonly string[]).includes(file.slot)),
      [],
    );
  }, [restored, photos]);

  const formData = useQuery(claimFormDataQuery(initial.custCode));
  // The contact person comes from the dealer's data (dealerInformation) while both fields are empty.
  const dealer = formData.data?.dealerInformation;
  const shown =
    dealer && values.contactPersonName === '' && values.contactPersonPhone === ''
      ? { ...values, contactPersonName: dealer.contactPersonName, contactPersonPhone: dealer.contactPersonPhone }
      : values;

  const frame = normaliseFrameNumber(values.frameNumber);
  const frameValid = values.productCategory === 'bike' && frame !== '' && frameNumberProblem(frame) === null;
  const checks = useQuery({ ...claimFrameChecksQuery(frame), enabled: frameValid && online });
  const stolen = checks.data?.claimStolenBike.stolen === true;
  const recalls = (checks.data?.claimRecallFrames.recalls ?? []).filter((recall) => recall.completedAt === null);
  const frameData = checks.data?.claimRecallFrames.frame ?? null;
  const shippedTo = frameData?.frameShippedToName ?? frameData?.frameShippedTo ?? '';
  const articles = useQuery({
    ...claimArticlesQuery(articleSearch),
    enabled: online && articleSearch.trim().length >= 2,
  });

  const extra = () => (isEdit ? { removedSlots: [...removed], baseVersion } : undefined);
  const change = (patch: Partial<ClaimFormValues>) => {
    const next = { ...shown, ...patch };
    setValues(next);
    if (draft) draftState.save(next, extra());
  };
  // An edit's emptied slots are part of its draft.
  const markRemoved = (slot: ClaimSlot) => {
    const next = new Set(removed).add(slot);
    setRemoved(next);
    if (draft && isEdit) draftState.save(shown, { removedSlots: [...next], baseVersion });
  };
  const problems = claimFormProblems(shown, config, today);
  const problemOf = (field: ClaimFormField) => {
    const problem = problems[field];
    return tried && problem !== undefined ? claimProblemText(problem, i18n) : undefined;
  };
  const frameError = problemOf('frameNumber');
  const text = (field: ClaimFormField, label: string, extra: { required?: boolean; type?: string } = {}) => (
    <TextInput
      size="md"
      label={label}
      withAsterisk={extra.required === true}
      type={extra.type ?? 'text'}
      value={shown[field] as string}
      error={problemOf(field)}
      onChange={(event) => {
        change({ [field]: event.currentTarget.value });
      }}
      name={field}
    />
  );

  const pickFile = async (slot: FileSlot, file: File) => {
    const problem = await checkSlotFile(file, CLAIM_FILE_SLOTS[slot]);
    if (problem !== null) {
      setFiles((current) => ({ ...current, [slot]: { ...current[slot], error: problem } }));
      return;
    }
    setFiles((current) => ({
      ...current,
      [slot]: { file: { kind: 'new', blob: file, fileName: file.name }, error: null },
    }));
    void fileStore?.save({ slot, blob: file, fileName: file.name, prepared: true });
  };
  const removeFile = (slot: FileSlot) => {
    if (files[slot].file?.kind === 'existing') markRemoved(slot);
    setFiles((current) => ({ ...current, [slot]: { file: null, error: null } }));
    void fileStore?.remove(slot);
  };
  const removePhoto = (slot: PhotoSlot) => {
    if (photos.slots[slot].photo?.kind === 'existing') markRemoved(slot);
    photos.remove(slot);
  };

  const submit = async () => {
    setTried(true);
    setSubmitError(null);
    if (Object.keys(problems).length > 0 || stolen) return;
    setSubmitting(true);
    try {
      const slots = await photos.whenPrepared();
      const newFiles: ClaimFile[] = [
        ...readyPhotosOf(PHOTO_SLOTS, slots),
        ...FILE_SLOTS.flatMap((slot) => {
          const file = files[slot].file;
          return file?.kind === 'new' ? [{ slot, blob: file.blob, fileName: file.fileName }] : [];
        }),
      ];
      await onSubmit({
        values: nonCode ? { ...shown, articleCode: '' } : { ...shown, nonCodeDescription: '' },
        files: newFiles,
        removedSlots: [...removed],
        checksPending: values.productCategory === 'bike' && (!online || !checks.isSuccess),
        baseVersion,
      });
      if (draft) await draftState.discard();
    } catch (error) {
      console.error(error);
      setSubmitError(t`The claim could not be stored on this device. Nothing was lost: try again.`);
    } finally {
      setSubmitting(false);
    }
  };

  const problemOptions = (formData.data?.claimProblems ?? []).map((problem) => ({
    value: problem.id,
    label: `${problem.part} · ${problem.description}`,
  }));
  const articleOptions = (articles.data ?? []).map((article) => ({
    value: article.articleCode,
    label: `${article.displayCode} · ${article.description}`,
  }));
  if (values.articleCode !== '' && !articleOptions.some((option) => option.value === values.articleCode)) {
    articleOptions.unshift({ value: values.articleCode, label: values.articleCode });
  }

  return (
    <form
      className={touch.touch}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {values.productCategory === 'bike' ? (
          <Section title={<Trans>Bike</Trans>}>
            <FrameNumberInput
              value={values.frameNumber}
              onChange={(frameNumber) => {
                change({ frameNumber });
              }}
              label={t`Frame number`}
              {...(frameError === undefined ? {} : { error: frameError })}
            />
            {frameValid && !online && (
              <Alert color="warning" variant="light" data-testid="claim-checks-pending">
                <Trans>
                  No connection: the stolen and recall checks run when the claim reaches the server. It is kept as
                  "checks pending".
                </Trans>
              </Alert>
            )}
            {stolen && (
              <Alert color="error" variant="light" role="alert" data-testid="claim-stolen">
                {stolenText(i18n, config.supportEmail)}
              </Alert>
            )}
            {recalls.map((recall) => (
              <RecallAlert key={recall.id} recall={recall} />
            ))}
            {frameData?.shippedToAnotherCustomer && (
              <Alert color="warning" variant="light" data-testid="claim-shipped-elsewhere">
                <Trans>This bike was delivered to another dealer: {shippedTo}</Trans>
              </Alert>
            )}
            {frameData && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" data-testid="claim-frame-data">
                <Text size="sm">
                  <Trans>Article</Trans>: {frameData.articleCode ?? ''} {frameData.description ?? ''}
                </Text>
                <Text size="sm">
                  <Trans>Brand</Trans>: {frameData.brandName ?? ''} {frameData.mcName ?? ''}
                </Text>
                <Text size="sm">
                  <Trans>Production code</Trans>: {frameData.productionCode}
                </Text>
                <Text size="sm">
                  <Trans>Model year</Trans>: {frameData.modelYear ?? ''}
                </Text>
              </SimpleGrid>
            )}
          </Section>
        ) : (
          <Section title={<Trans>Part or accessory</Trans>}>
            {config.allowNonCode && (
              <Switch
                size="lg"
                label={t`The article has no code: describe it`}
                checked={nonCode}
                onChange={(event) => {
                  setNonCode(event.currentTarget.checked);
                  change(event.currentTarget.checked ? { articleCode: '' } : { nonCodeDescription: '' });
                }}
              />
            )}
            {nonCode ? (
              text('nonCodeDescription', t`Article description`, { required: true })
            ) : (
              <Select
                size="md"
                label={t`Article`}
                withAsterisk
                searchable
                clearable
                data={articleOptions}
                value={values.articleCode || null}
                searchValue={articleSearch}
                onSearchChange={setArticleSearch}
                onChange={(articleCode) => {
                  change({ articleCode: articleCode ?? '' });
                }}
                nothingFoundMessage={online ? t`No article found` : t`Articles can be searched with a connection`}
                error={problemOf('articleCode')}
                filter={({ options }) => options}
              />
            )}
            <NumberInput
              size="md"
              label={t`Quantity`}
              withAsterisk
              min={1}
              allowDecimal={false}
              value={values.qty}
              error={problemOf('qty')}
              onChange={(qty) => {
                change({ qty: String(qty) });
              }}
            />
          </Section>
        )}

        <Section title={<Trans>Problem</Trans>}>
          <MultiSelect
            size="md"
            label={t`Problems`}
            withAsterisk={config.problemRequired}
            searchable
            data={problemOptions}
            value={values.problems.map((problem) => problem.problemId)}
            error={problemOf('problems')}
            onChange={(ids) => {
              const all = formData.data?.claimProblems ?? [];
              change({
                problems: ids.flatMap((id) => {
                  const found = all.find((problem) => problem.id === id);
                  return found ? [{ problemId: found.id, part: found.part, description: found.description }] : [];
                }),
              });
            }}
          />
          <Textarea
            size="md"
            label={t`What is wrong`}
            withAsterisk
            autosize
            minRows={3}
            value={values.description}
            error={problemOf('description')}
            onChange={(event) => {
              change({ description: event.currentTarget.value });
            }}
          />
          <Textarea
            size="md"
            label={t`Customer notes`}
            autosize
            minRows={2}
            value={values.customerNotes}
            error={problemOf('customerNotes')}
            onChange={(event) => {
              change({ customerNotes: event.currentTarget.value });
            }}
          />
        </Section>

        <Section title={<Trans>Consumer</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('consumerName', t`Name`, { required: true })}
            {text('consumerPhone', t`Phone`, { required: true, type: 'tel' })}
            {text('consumerEmail', t`E-mail`, { type: 'email' })}
            {text('consumerCity', t`City`)}
          </SimpleGrid>
          {text('consumerAddress', t`Address`)}
          {text('purchaseDate', t`Purchase date`, { required: true, type: 'date' })}
        </Section>

        <Section title={<Trans>Contact person at the dealer</Trans>}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {text('contactPersonName', t`Name`, { required: true })}
            {text('contactPersonPhone', t`Phone`, { required: true, type: 'tel' })}
          </SimpleGrid>
        </Section>

        <Section title={<Trans>Documents</Trans>}>
          {DOCUMENT_SLOTS.map((slot) => (
            <ClaimFileSlot
              key={slot}
              label={i18n._(slotLabels[slot])}
              kind="document"
              file={files[slot].file}
              error={files[slot].error}
              onPick={(file) => void pickFile(slot, file)}
              onRemove={() => {
                removeFile(slot);
              }}
            />
          ))}
        </Section>

        <Section title={<Trans>Photos</Trans>}>
          <PhotoGrid
            layout="slots"
            keys={PHOTO_SLOTS}
            slots={photos.slots}
            texts={(slot) => {
              const label = i18n._(slotLabels[slot]);
              return {
                name: label,
                preparing: t`Preparing ${label}`,
                remove: t`Remove ${label}`,
                take: t`Take photo: ${label}`,
                takeCaption: t`Take photo`,
                retake: t`Retake ${label}`,
                chooseFile: t`Choose a file for ${label}`,
              };
            }}
            renderPhoto={(source, alt, className) => <ClaimPhoto source={source} alt={alt} className={className} />}
            onPick={(slot, file) => void photos.pick(slot, file)}
            onRemove={removePhoto}
          />
        </Section>

        <Section title={<Trans>Video</Trans>}>
          <ClaimFileSlot
            label={i18n._(slotLabels.video)}
            kind="video"
            file={files.video.file}
            error={files.video.error}
            onPick={(file) => void pickFile('video', file)}
            onRemove={() => {
              removeFile('video');
            }}
          />
        </Section>

        <Section title={<Trans>Additional documents</Trans>}>
          {ADDITIONAL_SLOTS.map((slot) => (
            <ClaimFileSlot
              key={slot}
              label={i18n._(slotLabels[slot])}
              kind="document"
              file={files[slot].file}
              error={files[slot].error}
              onPick={(file) => void pickFile(slot, file)}
              onRemove={() => {
                removeFile(slot);
              }}
            />
          ))}
        </Section>

        {tried && Object.keys(problems).length > 0 && (
          <Alert color="error" variant="light" role="alert">
            <Trans>Some fields need your attention.</Trans>
          </Alert>
        )}
        {submitError && (
          <Alert color="error" variant="light" role="alert">
            {submitError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" size="lg" onClick={onCancel} disabled={submitting}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" size="lg" loading={submitting} disabled={stolen}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
