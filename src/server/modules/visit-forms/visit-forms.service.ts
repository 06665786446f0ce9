// Over 400 lines: reading, writing (with the form's checks) and photo files of visit forms; writing splits off later.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { customerId } from '../../../shared/customers/customer-code';
import { ErrorCode, errorMessages } from '../../../shared/errors/error-codes';
import {
  acceptedContentTypes,
  attachmentKindOf,
  attachmentMaxBytes,
  attachmentMessages,
  checkAttachment,
  FILE_NAME_CONTROL_CHARACTERS,
  MAGIC_BYTES_NEEDED,
  normalizeContentType,
  startsLikeContentType,
  tooLargeMessage,
} from '../../../shared/files/attachments';
import type { ImageSize } from '../../../shared/files/image-size';
import {
  isVisitBrandOpen,
  openVisitBrands,
  visitBrandSorgs,
  visitSorgFor,
} from '../../../shared/visit-forms/visit-access';
import {
  splitUnifiedCustomerCode,
  VISIT_PHOTO_SLOTS,
  visitInputSchema,
  type VisitBrand,
  type VisitInput,
  type VisitPhotoSlot,
} from '../../../shared/visit-forms/visit-form';
import { visitDayOf } from '../../../shared/visit-forms/visit-list-filter';
import { visitFormMessages } from '../../../shared/visit-forms/visit-messages';
import {
  isVisitPhotoSizeAccepted,
  planVisitPhotos,
  type VisitPhotoPlan,
  type VisitSlotPhoto,
} from '../../../shared/visit-forms/visit-photos';
import type { AppDeps } from '../../app-deps';
import type { Db } from '../../db/client';
import type {
  FormVisit,
  FormVisitCustomer,
  FormVisitInput,
  FormVisitOption,
  FormVisitPhoto,
  FormVisitSeries,
  UserError,
} from '../../generated/resolvers-types';
import { userErrorsOf } from '../../graphql/payload';
import {
  claimUploads,
  readStoredImageSize,
  releaseUploads,
  UploadRefusal,
  appendChunk,
  startUpload,
  type UploadsDeps,
} from '../uploads/uploads.service';
import type { Viewer } from '../../auth/viewer';
import type { TextReader } from '../hosts/hosts.service';
import * as repo from './visit-forms.repository';
import type { VisitOptionKind } from './visit-forms.tables';

/** What the use cases need: the database and the uploads (files of multipart requests) with their folder. */
export type VisitDeps = UploadsDeps;

/** Where a visit photo is served (docs/api.md); the route checks that the caller may see the visit. */
export const visitPhotoUrl = (uploadId: string) => `/api/visit-forms/photos/${uploadId}`;

/** The `attachedTo` of a visit's uploads. */
const attachKey = (visitId: number) => `form-visit:${String(visitId)}`;

/** A client id is never all digits, so it cannot be mistaken for a server id where either is accepted. */
const CLIENT_ID = /^(?=.*[A-Za-z_-])[A-Za-z0-9_-]{1,100}$/;
const SERVER_ID = /^[1-9][0-9]{0,8}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const problem = (field: string | null, message: string, code: ErrorCode = ErrorCode.BAD_USER_INPUT): UserError => ({
  field,
  message,
  code,
});
const brandClosed = () => problem('brand', visitFormMessages.brandClosed, ErrorCode.FORBIDDEN);

/** The answer of a create, update or delete: the visit (null after a delete) or why nothing changed. */
export type VisitOutcome =
  { ok: true; visit: FormVisit | null } | { ok: false; userErrors: UserError[]; visit?: FormVisit | null };

const refused = (userErrors: UserError[], visit?: FormVisit | null): VisitOutcome => ({
  ok: false,
  userErrors,
  ...(visit !== undefined ? { visit } : {}),
});

/** Rolls a transaction back with the answer to give. */
class Refusal extends Error {
  constructor(readonly userErrors: UserError[]) {
    super('visit refused');
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Reading

type PhotoRow = Awaited<ReturnType<typeof repo.photosOfVisits>>[number];

function photoToGraphQL(photo: PhotoRow): FormVisitPhoto {
  return {
    slot: photo.slot,
    url: visitPhotoUrl(photo.uploadId),
    contentType: photo.contentType,
    size: photo.size,
    width: photo.width,
    height: photo.height,
  };
}

function visitToGraphQL(row: repo.VisitListRow, photos: readonly PhotoRow[], viewer: Viewer): FormVisit {
  const v = row.visit;
  return {
    id: String(v.id),
    clientId: v.clientId,
    brand: v.brand,
    sorg: v.sorg,
    custCode: customerId({ isr: row.custCodeIsr, r3: row.custCodeR3 }) ?? '',
    custName: row.custName,
    brandDisplay: v.brandDisplay,
    brandDisplayDescription: v.brandDisplayDescription,
    otherMidrange: v.otherMidrange,
    otherMidrangeDescription: v.otherMidrangeDescription,
    brandDomination: v.brandDomination,
    qtyPlgGrp: v.qtyPlgGrp,
    qtyNonPlgGrp: v.qtyNonPlgGrp,
    seriesList: v.seriesList,
    seriesBrand: v.seriesBrand,
    otherSeriesList: v.otherSeriesList,
    equipment: v.equipment ?? [],
    equipmentText: v.equipmentText,
    notes: v.notes,
    // Slot order, as the form shows them (spec 02 §9).
    photos: [...photos].sort((a, b) => slotIndex(a.slot) - slotIndex(b.slot)).map(photoToGraphQL),
    version: v.version,
    createdAt: v.createdAt.toISOString(),
    createdBy: row.createdByName,
    updatedAt: v.updatedAt.toISOString(),
    updatedBy: row.updatedByName ?? row.createdByName,
    canEdit: v.createdBy === viewer.id && v.deletedAt === null,
  };
}

const slotIndex = (slot: string) => VISIT_PHOTO_SLOTS.indexOf(slot as VisitPhotoSlot);

/** Visit rows in the API's shape, with the photos of all of them read in one statement. */
async function withPhotos(db: Db, rows: readonly repo.VisitListRow[], viewer: Viewer): Promise<FormVisit[]> {
  const photos = await repo.photosOfVisits(
    db,
    rows.map((row) => row.visit.id),
  );
  return rows.map((row) =>
    visitToGraphQL(
      row,
      photos.filter((photo) => photo.visitId === row.visit.id),
      viewer,
    ),
  );
}

async function loadVisitFor(db: Db, viewer: Viewer, id: number): Promise<FormVisit | null> {
  const row = await repo.loadVisit(db, id);
  if (row?.visit.deletedAt !== null) return null;
  const [visit] = await withPhotos(db, [row], viewer);
  return visit ?? null;
}

/** The server id a visit id argument names: the id itself, or the client id of one of the viewer's visits. */
async function resolveVisitId(db: Db, viewer: Viewer, id: string): Promise<number | undefined> {
  if (SERVER_ID.test(id)) return Number(id);
  if (CLIENT_ID.test(id)) return repo.findVisitIdByClientId(db, viewer.id, id);
  return undefined;
}

export interface VisitListArgs {
  brand: VisitBrand;
  custCodes: readonly string[] | undefined;
  page: number;
  limit: number;
  date: string | undefined;
  from: string | undefined;
  to: string | undefined;
  id: string | undefined;
}

/**
 * One page of the visits of a brand family the viewer may see (customers the viewer may act for), newest first.
 * Call it for a brand the viewer's areas open, with filters `visitListFilterProblem` accepted.
 */
export async function listVisits(deps: Pick<AppDeps, 'db'>, viewer: Viewer, args: VisitListArgs) {
  const { db } = deps;
  const id = args.id === undefined ? undefined : await resolveVisitId(db, viewer, args.id);
  const empty = { items: [], info: { page: args.page, count: 0, pageTotal: 1 } };
  if (args.id !== undefined && id === undefined) return empty;
  const { rows, count } = await repo.listVisibleVisits(db, viewer.id, { ...args, id });
  return {
    items: await withPhotos(db, rows, viewer),
    info: { page: args.page, count, pageTotal: Math.max(1, Math.ceil(count / args.limit)) },
  };
}

const OPTION_KINDS = {
  brandDisplay: 'brand-display',
  otherMidrange: 'other-midrange',
  equipment: 'equipment',
} as const satisfies Record<string, VisitOptionKind>;

/**
 * One reference list of a brand family (brand displays, other midranges, equipment), in its order, the names in the
 * reader's language (`read`, src/shared/content/localized-text.ts).
 */
export async function referenceOptions(
  deps: Pick<AppDeps, 'db'>,
  brand: VisitBrand,
  list: keyof typeof OPTION_KINDS,
  read: TextReader,
): Promise<FormVisitOption[]> {
  const rows = await repo.listOptions(deps.db, brand, OPTION_KINDS[list]);
  return rows.map(({ code, name, texts }) => ({ code, name: read(name, texts, 'name') }));
}

/** The series of a brand family's brands. */
export function referenceSeries(deps: Pick<AppDeps, 'db'>, brand: VisitBrand): Promise<FormVisitSeries[]> {
  return repo.listSeries(deps.db, brand);
}

/**
 * The customers the viewer may record visits for (the form's picker, the list's filter): in `sorg`, or in every
 * sorg of the viewer's areas; each with the viewer's latest visit there. Only brands the viewer's areas open count.
 */
export async function salesCustomers(
  deps: Pick<AppDeps, 'db'>,
  viewer: Viewer,
  args: { sorg: string | undefined; onlyWithVisits: boolean; brand: VisitBrand | undefined },
): Promise<FormVisitCustomer[]> {
  const open = openVisitBrands(viewer.userAreas);
  const brands = args.brand ? open.filter((b) => b === args.brand) : open;
  const sorgs = args.sorg ? [args.sorg] : [...new Set(viewer.userAreas.map((area) => area.sorg))];
  const rows = await repo.salesCustomers(deps.db, viewer.id, { sorgs, brands, onlyWithVisits: args.onlyWithVisits });
  return rows.map((row) => ({
    custCode: row.custCode,
    custName: row.custName,
    sorg: row.sorg,
    city: row.city || null,
    lastVisitAt: row.lastVisitAt ? new Date(row.lastVisitAt).toISOString() : null,
  }));
}

// ---------------------------------------------------------------------------------------------------------------
// Writing

/** GraphQL's nulls become absent fields; an empty equipment list is "not sent" (spec 02 §5). */
function parseInput(input: FormVisitInput): { ok: true; input: VisitInput } | { ok: false; errors: UserError[] } {
  const absent = <T>(value: T | null | undefined) => value ?? undefined;
  const parsed = visitInputSchema.safeParse({
    brand: input.brand,
    custCode: input.custCode,
    brandDisplay: input.brandDisplay,
    brandDisplayDescription: absent(input.brandDisplayDescription),
    otherMidrange: input.otherMidrange,
    otherMidrangeDescription: absent(input.otherMidrangeDescription),
    brandDomination: absent(input.brandDomination),
    plgGrp: absent(input.plgGrp),
    nonPlgGrp: absent(input.nonPlgGrp),
    seriesList: input.seriesList,
    seriesBrand: input.seriesBrand,
    otherSeriesList: input.otherSeriesList,
    equipment: input.equipment && input.equipment.length > 0 ? input.equipment : undefined,
    equipmentText: absent(input.equipmentText),
    notes: absent(input.notes),
  });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, errors: userErrorsOf(parsed.error) };
}

const unique = (values: readonly string[]) => [...new Set(values)];
const text = (value: string | undefined) => (value === undefined || value.trim() === '' ? null : value.trim());

/** The stored columns of a validated input (spec 02 §5: brandDomination and equipment only when given). */
function columnsOf(input: VisitInput) {
  return {
    brandDisplay: unique(input.brandDisplay),
    brandDisplayDescription: text(input.brandDisplayDescription),
    otherMidrange: unique(input.otherMidrange),
    otherMidrangeDescription: text(input.otherMidrangeDescription),
    brandDomination: input.brandDomination ?? null,
    qtyPlgGrp: input.plgGrp ?? null,
    qtyNonPlgGrp: input.nonPlgGrp ?? null,
    seriesList: unique(input.seriesList),
    seriesBrand: input.seriesBrand.filter(
      (pair, i, all) => all.findIndex((p) => p.brand === pair.brand && p.series === pair.series) === i,
    ),
    otherSeriesList: unique(input.otherSeriesList.map((s) => s.trim())),
    equipment: input.equipment ? unique(input.equipment) : null,
    equipmentText: text(input.equipmentText),
    notes: text(input.notes),
  };
}

/** Picked references that are not in the brand family's lists. */
async function referenceProblems(db: Db, input: VisitInput): Promise<UserError[]> {
  const [options, series] = await Promise.all([repo.listOptions(db, input.brand), repo.listSeries(db, input.brand)]);
  const codes = (kind: VisitOptionKind) => new Set(options.filter((o) => o.kind === kind).map((o) => o.code));
  const problems: UserError[] = [];
  const check = (field: string, values: readonly string[], allowed: ReadonlySet<string>) => {
    values.forEach((value, i) => {
      if (!allowed.has(value)) problems.push(problem(`${field}.${String(i)}`, visitFormMessages.notInList));
    });
  };
  check('brandDisplay', input.brandDisplay, codes('brand-display'));
  check('otherMidrange', input.otherMidrange, codes('other-midrange'));
  check('equipment', input.equipment ?? [], codes('equipment'));
  check('seriesList', input.seriesList, new Set(series.map((s) => s.series)));
  input.seriesBrand.forEach((pair, i) => {
    if (!series.some((s) => s.brand === pair.brand && s.series === pair.series)) {
      problems.push(problem(`seriesBrand.${String(i)}`, visitFormMessages.notInList));
    }
  });
  return problems;
}

/**
 * The customer a visit names and the sorg it is filed under. Refuses the unified value of the picker or the
 * customer's unified code (spec 02 §5: it is removed before sending), an unknown code, a customer the viewer no
 * longer serves (CUSTOMER_NOT_YOURS, the spec's text) and, for WIM, a customer without a WIM sorg.
 */
async function resolveCustomer(
  db: Db,
  viewer: Viewer,
  brand: VisitBrand,
  code: string,
): Promise<{ ok: true; customerId: number; sorg: string } | { ok: false; error: UserError }> {
  const refuse = (message: string, errorCode: ErrorCode = ErrorCode.BAD_USER_INPUT) => ({
    ok: false as const,
    error: problem('custCode', message, errorCode),
  });
  if (splitUnifiedCustomerCode(code)) return refuse(visitFormMessages.unifiedCode);
  const customer = await repo.findCustomerByCode(db, viewer.id, code);
  if (!customer) return refuse(visitFormMessages.customerNotFound);
  if (customer.byUnifiedCode) return refuse(visitFormMessages.unifiedCode);
  if (!customer.accessible) return refuse(errorMessages.customerNotYours, ErrorCode.CUSTOMER_NOT_YOURS);
  const sorg = visitSorgFor(brand, customer.sorgs, viewer.userAreas);
  if (!sorg)
    return refuse(visitBrandSorgs(brand) ? visitFormMessages.notWimCustomer : visitFormMessages.customerNotFound);
  return { ok: true, customerId: customer.id, sorg };
}

/** A photo slot of a create or update as GraphQL hands it over (a file only in a multipart request). */
export interface PhotoArg {
  slot: string;
  uploadId?: string | null;
  file?: File | null;
}

interface PreparedPhotos {
  plan: VisitPhotoPlan;
  /** The position in the request of the change that brought each upload. */
  indexOf: Map<string, number>;
  /** Sizes read from the headers of the uploads that join the visit. */
  sizes: Map<string, ImageSize | null>;
}

/**
 * Checks the photo slots of a request against the visit's photos (none for a create), stores the files of a
 * multipart request as uploads of the viewer, and reads the pixel size of every photo that joins the visit.
 */
async function preparePhotos(
  deps: VisitDeps,
  viewer: Viewer,
  photos: readonly PhotoArg[],
  current: readonly VisitSlotPhoto[],
): Promise<{ ok: true; photos: PreparedPhotos } | { ok: false; errors: UserError[] }> {
  const field = (index: number) => `photos.${String(index)}`;
  const errors: UserError[] = [];
  photos.forEach((photo, index) => {
    if (photo.uploadId != null && photo.file != null) {
      errors.push(problem(field(index), visitFormMessages.uploadAndFile));
    } else if (photo.file != null && !isFile(photo.file)) {
      // The File scalar passes any value through: a JSON request can send a string where a file belongs.
      errors.push(problem(field(index), visitFormMessages.notAFile));
    }
  });
  // The slots first, with a stand-in for each file, so a bad request stores no file.
  const standIn = (index: number) => `file:${String(index)}`;
  const changesWith = (fileIds: ReadonlyMap<number, string>) =>
    photos.map((photo, index) => ({
      slot: photo.slot,
      uploadId: photo.file != null ? (fileIds.get(index) ?? standIn(index)) : (photo.uploadId ?? null),
    }));
  const draft = planVisitPhotos(current, changesWith(new Map()));
  errors.push(...draft.problems.map((p) => problem(field(p.index), p.message)));
  if (errors.length > 0) return { ok: false, errors };

  const fileIds = new Map<number, string>();
  for (const [index, photo] of photos.entries()) {
    if (photo.file == null) continue;
    const stored = await storeFile(deps, viewer, photo.file, photo.slot);
    if (stored.ok) fileIds.set(index, stored.id);
    else errors.push(problem(field(index), stored.message));
  }
  if (errors.length > 0) return { ok: false, errors };

  const changes = changesWith(fileIds);
  const plan = planVisitPhotos(current, changes);
  const indexOf = new Map<string, number>();
  changes.forEach((change, index) => {
    if (change.uploadId !== null) indexOf.set(change.uploadId.toLowerCase(), index);
  });
  // Sizes are read before the transaction (ids that are not UUIDs never touch the disk); an upload that turns out
  // not to be the viewer's is refused by the claim, and what was read of it is never shown.
  const sizes = new Map<string, ImageSize | null>();
  await Promise.all(
    plan.added.map(async (id) => {
      sizes.set(id, UUID.test(id) ? await readStoredImageSize(join(deps.uploadsDir, id)) : null);
    }),
  );
  // The browser stores photos at 2048 px at most; any other client is held to the same (by upload id or file).
  for (const id of plan.added) {
    const size = sizes.get(id);
    if (size && !isVisitPhotoSizeAccepted(size)) {
      errors.push(problem(field(indexOf.get(id.toLowerCase()) ?? 0), visitFormMessages.photoTooLarge));
    }
  }
  if (errors.length > 0) return { ok: false, errors };
  return { ok: true, photos: { plan, indexOf, sizes } };
}

function isFile(value: unknown): value is File {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Partial<File>).arrayBuffer === 'function' &&
    typeof (value as Partial<File>).size === 'number'
  );
}

const PHOTO_TYPES = Object.keys(acceptedContentTypes).filter((type) => attachmentKindOf(type) === 'photo');

/**
 * Stores the file of a multipart request as a complete upload of the viewer (checked like the outbox's uploads:
 * a photo type, at most 100 MB, bytes that start like the type). A file sent without a type is recognised by its
 * first bytes.
 */
async function storeFile(
  deps: VisitDeps,
  viewer: Viewer,
  file: File,
  slot: string,
): Promise<{ ok: true; id: string } | { ok: false; message: string }> {
  // Over the cap or empty: refused before the bytes are read.
  if (file.size > attachmentMaxBytes.photo) return { ok: false, message: tooLargeMessage('photo') };
  if (file.size === 0) return { ok: false, message: attachmentMessages.empty };
  const bytes = new Uint8Array(await file.arrayBuffer());
  const head = bytes.subarray(0, MAGIC_BYTES_NEEDED);
  const declared = normalizeContentType(file.type);
  const contentType =
    declared === '' || declared === 'application/octet-stream'
      ? (PHOTO_TYPES.find((type) => startsLikeContentType(type, head)) ?? declared)
      : declared;
  const check = checkAttachment({ contentType, size: bytes.length }, ['photo']);
  if (!check.ok) return { ok: false, message: check.message };
  if (!startsLikeContentType(check.contentType, head)) return { ok: false, message: attachmentMessages.notAPhoto };
  const fileName = file.name.replace(FILE_NAME_CONTROL_CHARACTERS, '').slice(0, 255) || slot;
  try {
    const { state } = await startUpload(deps, viewer.id, {
      recordKey: `multipart-${randomUUID()}`,
      slot,
      fileName,
      contentType: check.contentType,
      size: bytes.length,
    });
    await appendChunk(deps, viewer.id, state.id, 0, bytes);
    return { ok: true, id: state.id };
  } catch (error) {
    if (error instanceof UploadRefusal) return { ok: false, message: error.message };
    throw error;
  }
}

/**
 * Attaches the photos that join the visit (the viewer's own, complete images used by no other record), writes the
 * visit's photo rows and releases the photos that left it. Throws {@link Refusal} to roll the write back.
 */
async function applyPhotos(
  tx: Db,
  viewer: Viewer,
  visitId: number,
  prepared: PreparedPhotos,
  keptSizes: ReadonlyMap<string, ImageSize | null>,
): Promise<void> {
  const { plan, indexOf, sizes } = prepared;
  if (plan.added.length > 0) {
    const claim = await claimUploads(
      { db: tx },
      {
        userId: viewer.id,
        ids: plan.added,
        attachTo: attachKey(visitId),
        kinds: ['photo'],
      },
    );
    if (!claim.ok) {
      throw new Refusal(
        claim.problems.map((p) => problem(`photos.${String(indexOf.get(p.id.toLowerCase()) ?? p.index)}`, p.message)),
      );
    }
  }
  await repo.replaceVisitPhotos(
    tx,
    visitId,
    plan.photos.map((photo) => {
      const size = sizes.get(photo.uploadId) ?? keptSizes.get(photo.uploadId) ?? null;
      return { slot: photo.slot, uploadId: photo.uploadId, width: size?.width ?? null, height: size?.height ?? null };
    }),
  );
  if (plan.released.length > 0) {
    await releaseUploads({ db: tx }, { userId: viewer.id, ids: plan.released, attachedTo: attachKey(visitId) });
  }
}

export interface CreateVisitRequest {
  input: FormVisitInput;
  photos: readonly PhotoArg[];
  clientId: string | undefined;
}

/**
 * Records a visit of the viewer for a customer the viewer may act for, in a brand family the viewer's areas open,
 * with its photos. A client id the viewer already used answers the visit it made (a second outbox key for the same
 * visit), also when both arrive at once. Visit and photos are stored together or not at all.
 */
export async function createVisit(deps: VisitDeps, viewer: Viewer, request: CreateVisitRequest): Promise<VisitOutcome> {
  const parsed = parseInput(request.input);
  if (!parsed.ok) return refused(parsed.errors);
  const { input } = parsed;
  const { clientId } = request;
  if (clientId !== undefined && !CLIENT_ID.test(clientId)) {
    return refused([problem('clientId', visitFormMessages.clientId)]);
  }
  if (!isVisitBrandOpen(input.brand, viewer.userAreas)) return refused([brandClosed()]);
  const existing = async () => {
    const id = clientId === undefined ? undefined : await repo.findVisitIdByClientId(deps.db, viewer.id, clientId);
    return id === undefined ? undefined : { ok: true as const, visit: await loadVisitFor(deps.db, viewer, id) };
  };
  const earlier = await existing();
  if (earlier) return earlier;

  const customer = await resolveCustomer(deps.db, viewer, input.brand, input.custCode);
  if (!customer.ok) return refused([customer.error]);
  const references = await referenceProblems(deps.db, input);
  if (references.length > 0) return refused(references);
  const prepared = await preparePhotos(deps, viewer, request.photos, []);
  if (!prepared.ok) return refused(prepared.errors);

  const now = new Date();
  let id: number | undefined;
  try {
    id = await deps.db.transaction(async (tx) => {
      const row = await repo.insertVisit(tx, {
        ...columnsOf(input),
        brand: input.brand,
        customerId: customer.customerId,
        sorg: customer.sorg,
        clientId: clientId ?? null,
        visitedOn: visitDayOf(now, customer.sorg),
        createdBy: viewer.id,
        createdAt: now,
        updatedBy: viewer.id,
        updatedAt: now,
      });
      if (!row) return undefined;
      await applyPhotos(tx, viewer, row.id, prepared.photos, new Map());
      return row.id;
    });
  } catch (error) {
    if (error instanceof Refusal) return refused(error.userErrors);
    throw error;
  }
  // Undefined: a create with the same client id committed first; answer its visit.
  if (id === undefined) return (await existing()) ?? refused([problem('clientId', visitFormMessages.notSaved)]);
  return { ok: true, visit: await loadVisitFor(deps.db, viewer, id) };
}

/**
 * The visit a write names, if the viewer may change it: the author's own, not deleted (unless `allowDeleted`),
 * of a brand the viewer's areas open and a customer the viewer still serves. Another rep's visit the viewer may
 * see is FORBIDDEN; one the viewer may not see is NOT_FOUND, as if it did not exist.
 */
async function writableVisit(db: Db, viewer: Viewer, idArg: string, allowDeleted: boolean) {
  const notFound = { ok: false as const, error: problem('id', visitFormMessages.notFound, ErrorCode.NOT_FOUND) };
  const id = await resolveVisitId(db, viewer, idArg);
  const found = id === undefined ? undefined : await repo.findVisit(db, viewer.id, id);
  if (!found) return notFound;
  const { visit, accessible } = found;
  const brandOpen = isVisitBrandOpen(visit.brand, viewer.userAreas);
  if (visit.createdBy !== viewer.id) {
    const visible = visit.deletedAt === null && accessible && brandOpen;
    return visible
      ? { ok: false as const, error: problem('id', visitFormMessages.onlyAuthor, ErrorCode.FORBIDDEN) }
      : notFound;
  }
  // A repeated delete succeeds whatever changed since.
  if (visit.deletedAt !== null) return allowDeleted ? { ok: true as const, visit } : notFound;
  if (!brandOpen) return { ok: false as const, error: brandClosed() };
  if (!accessible) {
    return {
      ok: false as const,
      error: problem('custCode', errorMessages.customerNotYours, ErrorCode.CUSTOMER_NOT_YOURS),
    };
  }
  return { ok: true as const, visit };
}

export interface UpdateVisitRequest {
  id: string;
  baseVersion: number;
  input: FormVisitInput;
  photos: readonly PhotoArg[];
}

/**
 * Changes the viewer's visit if it is still at `baseVersion`; otherwise changes nothing and answers CONFLICT with
 * the stored visit. Photo slots not named keep their photo, a slot with an upload or file takes it, a slot with
 * neither is emptied; photos that leave the visit are released (and later pruned).
 */
export async function updateVisit(deps: VisitDeps, viewer: Viewer, request: UpdateVisitRequest): Promise<VisitOutcome> {
  const parsed = parseInput(request.input);
  if (!parsed.ok) return refused(parsed.errors);
  const { input } = parsed;
  const target = await writableVisit(deps.db, viewer, request.id, false);
  if (!target.ok) return refused([target.error]);
  const { visit } = target;
  if (input.brand !== visit.brand) return refused([problem('brand', visitFormMessages.brandChange)]);
  const conflict = async () =>
    refused(
      [problem('baseVersion', visitFormMessages.conflict, ErrorCode.CONFLICT)],
      await loadVisitFor(deps.db, viewer, visit.id),
    );
  if (visit.version !== request.baseVersion) return conflict();

  const customer = await resolveCustomer(deps.db, viewer, input.brand, input.custCode);
  if (!customer.ok) return refused([customer.error]);
  const references = await referenceProblems(deps.db, input);
  if (references.length > 0) return refused(references);
  const currentPhotos = await repo.photosOfVisits(deps.db, [visit.id]);
  const prepared = await preparePhotos(
    deps,
    viewer,
    request.photos,
    currentPhotos.map((p) => ({ slot: p.slot, uploadId: p.uploadId })),
  );
  if (!prepared.ok) return refused(prepared.errors);
  const keptSizes = new Map(
    currentPhotos.map((p) => [
      p.uploadId.toLowerCase(),
      p.width !== null && p.height !== null ? { width: p.width, height: p.height } : null,
    ]),
  );

  const now = new Date();
  try {
    const updated = await deps.db.transaction(async (tx) => {
      const row = await repo.updateVisitAt(tx, visit.id, request.baseVersion, {
        ...columnsOf(input),
        brand: input.brand,
        customerId: customer.customerId,
        // A visit keeps its sorg and day unless it moves to another customer.
        sorg: customer.customerId === visit.customerId ? visit.sorg : customer.sorg,
        visitedOn:
          customer.customerId === visit.customerId ? visit.visitedOn : visitDayOf(visit.createdAt, customer.sorg),
        updatedBy: viewer.id,
        updatedAt: now,
      });
      if (!row) return false;
      await applyPhotos(tx, viewer, visit.id, prepared.photos, keptSizes);
      return true;
    });
    // Another update of the same version committed between our read and our write.
    if (!updated) return await conflict();
  } catch (error) {
    if (error instanceof Refusal) return refused(error.userErrors);
    throw error;
  }
  return { ok: true, visit: await loadVisitFor(deps.db, viewer, visit.id) };
}

/**
 * Deletes the viewer's visit: it leaves every list, its photos are no longer served and are released. Deleting a
 * visit already deleted succeeds (a replayed delete).
 */
export async function deleteVisit(deps: VisitDeps, viewer: Viewer, idArg: string): Promise<VisitOutcome> {
  const target = await writableVisit(deps.db, viewer, idArg, true);
  if (!target.ok) return refused([target.error]);
  const { visit } = target;
  if (visit.deletedAt !== null) return { ok: true, visit: null };
  const photos = await repo.photosOfVisits(deps.db, [visit.id]);
  await deps.db.transaction(async (tx) => {
    await repo.markVisitDeleted(tx, visit.id, viewer.id, new Date());
    await repo.replaceVisitPhotos(tx, visit.id, []);
    await releaseUploads(
      { db: tx },
      {
        userId: viewer.id,
        ids: photos.map((p) => p.uploadId),
        attachedTo: attachKey(visit.id),
      },
    );
  });
  return { ok: true, visit: null };
}

// ---------------------------------------------------------------------------------------------------------------
// Photo files

/**
 * The stored photo behind an upload id, if the viewer may see its visit (not deleted, a customer the viewer may
 * act for, a brand the viewer's areas open); undefined otherwise, as for an unknown id.
 */
export async function photoForViewer(deps: Pick<AppDeps, 'db'>, viewer: Viewer, uploadId: string, uploadsDir: string) {
  if (!UUID.test(uploadId)) return undefined;
  const photo = await repo.findPhoto(deps.db, viewer.id, uploadId);
  if (!photo?.accessible || !isVisitBrandOpen(photo.brand, viewer.userAreas)) return undefined;
  return {
    id: photo.uploadId,
    contentType: photo.contentType,
    size: photo.size,
    path: join(uploadsDir, photo.uploadId),
  };
}

/** A user's latest visits with their photos (development route for the end-to-end tests). */
export async function visitsForDevelopment(
  deps: Pick<AppDeps, 'db'>,
  username: string,
  filter: { since: Date | undefined; clientId: string | undefined; limit: number },
) {
  const { db } = deps;
  const rows = await repo.visitsOfUsername(db, username, filter);
  const photos = await repo.photosOfVisits(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => {
    const own = photos.filter((p) => p.visitId === row.id).sort((a, b) => slotIndex(a.slot) - slotIndex(b.slot));
    return {
      id: String(row.id),
      clientId: row.clientId,
      brand: row.brand,
      sorg: row.sorg,
      custCode: customerId({ isr: row.custCodeIsr, r3: row.custCodeR3 }),
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      deleted: row.deletedAt !== null,
      photoCount: own.length,
      photos: own.map((p) => ({
        slot: p.slot,
        uploadId: p.uploadId,
        contentType: p.contentType,
        size: p.size,
        width: p.width,
        height: p.height,
      })),
    };
  });
}
