import type { OutboxEntry, VisitFormOutboxInput } from '../../../browser/outbox';
import { visitInputOf } from '../../../browser/outbox/kinds/visit-form';
import {
  emptyVisitForm,
  isVisitPhotoSlot,
  splitUnifiedCustomerCode,
  type VisitFormValues,
  type VisitPhotoSlot,
} from '../../../shared/visit-forms/visit-form';
import { formValuesOfVisit } from '../../../shared/visit-forms/visit-values';
import type { StoredVisit } from './api/visit-forms.queries';
import type { PhotoSource } from '../../domain/attachments/use-photo-slots';
import { recordIdOf, type VisitRecord } from './visit-outbox';

/**
 * One visit as the detail page and its edit form see it: the server's version with the changes still waiting on
 * this device laid over it, in their order (a visit not sent yet is its create and later changes).
 */
export interface VisitView {
  recordId: string;
  /** The server's id, once the visit is stored. */
  visitId: string | null;
  sorg: string | null;
  custCode: string;
  custName: string;
  values: VisitFormValues;
  photos: Partial<Record<VisitPhotoSlot, PhotoSource>>;
  /** The server's version (null before the visit is stored). */
  server: StoredVisit | null;
  /** The record's entries not sent yet, in queue order. */
  pending: OutboxEntry[];
  /** The entry whose state the page shows: a refused one first (it holds back the others), else the latest. */
  shown: OutboxEntry | null;
  /** A delete is waiting. */
  deleting: boolean;
  /** When it was saved on this device, for a visit not stored yet. */
  savedAt: number | null;
}

const UNSENT = new Set(['queued', 'sending', 'attention']);

function inputOf(entry: OutboxEntry): Partial<VisitFormOutboxInput> {
  return visitInputOf(entry.input);
}

/** Builds the view from the server's visit (if any) and the device's record (if any); null when neither has it. */
export function buildVisitView(server: StoredVisit | null, record: VisitRecord | null): VisitView | null {
  const entries = record?.entries ?? [];
  const pending = entries.filter((entry) => UNSENT.has(entry.state));
  const create = entries.find((entry) => entry.op === 'create');
  if (!server && !create) return null;

  let values: VisitFormValues = server ? formValuesOfVisit(server) : emptyVisitForm();
  const photos = new Map<VisitPhotoSlot, PhotoSource>();
  for (const photo of server?.photos ?? []) {
    if (isVisitPhotoSlot(photo.slot)) photos.set(photo.slot, { kind: 'url', url: photo.url });
  }
  let custName = server?.custName ?? '';
  let deleting = false;
  // Without the server's copy (offline, or not sent yet), the create is the base, then every later change.
  const overlay = server ? pending : entries.filter((entry) => entry === create || UNSENT.has(entry.state));
  for (const entry of overlay) {
    const input = inputOf(entry);
    if (entry.op === 'delete') {
      deleting = true;
      continue;
    }
    if (input.values) values = input.values;
    if (input.custName) custName = input.custName;
    for (const slot of input.removedSlots ?? []) photos.delete(slot);
    for (const file of record?.files.get(entry.key) ?? []) {
      if (isVisitPhotoSlot(file.slot) && file.blob) {
        photos.set(file.slot, { kind: 'blob', blob: file.blob, fileName: file.fileName });
      }
    }
  }
  const customer = splitUnifiedCustomerCode(values.customer);
  return {
    recordId: server ? recordIdOf(server) : (create?.recordId ?? ''),
    visitId: server?.id ?? null,
    sorg: server?.sorg ?? customer?.sorg ?? null,
    custCode: server?.custCode ?? customer?.custCode ?? '',
    custName,
    values,
    photos: Object.fromEntries(photos),
    server,
    pending,
    shown: pending.find((entry) => entry.state === 'attention') ?? pending.at(-1) ?? null,
    deleting,
    savedAt: server ? null : (create?.createdAt ?? null),
  };
}
