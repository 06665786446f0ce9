import { z } from 'zod';
import { formMessages, isDateRangeWithin, multiLineTextField, numericField, textField } from '../validation/form-rules';
import { VISIT_BRANDS, type VisitBrand } from './visit-address';

/**
 * Store visit forms (spec 02 §2 "Visit forms", §3 "Form visit", §5 "Form visit rules"): the one definition of the
 * form's fields, its rules and what is sent, used by the server (validation) and the app (form, draft, outbox).
 */

// The brand segment and the list's page sizes live with the pages' address (no schema library there).
export { isVisitBrand, VISIT_BRANDS, VISIT_PAGE_SIZES, type VisitBrand } from './visit-address';

/** The eleven photo slots, in the order the form shows them (spec 02 §9). */
export const VISIT_PHOTO_SLOTS = [
  'frontShop1',
  'frontShop2',
  'frontShop3',
  'frontShop4',
  'displayShop1',
  'displayShop2',
  'displayShop3',
  'displayShop4',
  'displayBanner',
  'displayPoster',
  'displayHangtagShimano',
] as const;
export type VisitPhotoSlot = (typeof VISIT_PHOTO_SLOTS)[number];

export function isVisitPhotoSlot(value: unknown): value is VisitPhotoSlot {
  return typeof value === 'string' && (VISIT_PHOTO_SLOTS as readonly string[]).includes(value);
}

/** Longest free text of the description, equipment text and notes fields (not in the spec; a paragraph). */
export const VISIT_TEXT_MAX_LENGTH = 1000;
/** Largest floor quantity a rep can count in one store (not in the spec; bounds the integer). */
export const VISIT_QUANTITY_MAX = 100_000;
/**
 * A floor count over {@link VISIT_QUANTITY_MAX} (our words: the spec's '*Must Be Numeric' is for what is not a
 * number, and 999999 is one). The app translates it with the bounds in the reader's number format.
 */
export const visitCountRangeMessage = `Must be from 0 to ${String(VISIT_QUANTITY_MAX)}`;

/** Whether a floor count field takes this text as typed: digits only, or empty (a letter or a sign is refused). */
export function isVisitCountInput(text: string): boolean {
  return /^[0-9]*$/.test(text);
}

/** Longest list of picked references (brand displays, midranges, series, equipment). */
export const VISIT_LIST_MAX_ITEMS = 100;

/** Brand domination as the form holds it: the rep may leave the question unanswered. */
export type BrandDominationAnswer = 'yes' | 'no' | 'unanswered';

/** A series picked for one brand ("series per brand", spec 02 §3 `seriesBrand[brand,series]`). */
export interface SeriesBrand {
  brand: string;
  series: string;
}

/**
 * The form as the rep fills it, and as its draft is stored: numbers stay the strings typed (so a letter can be
 * shown as an error, not lost), `customer` is the picker's unified value (`{sorg}:{custCode}`).
 */
export interface VisitFormValues {
  customer: string;
  brandDisplay: string[];
  brandDisplayDescription: string;
  otherMidrange: string[];
  otherMidrangeDescription: string;
  brandDomination: BrandDominationAnswer;
  qtyPlgGrp: string;
  qtyNonPlgGrp: string;
  seriesList: string[];
  seriesBrand: SeriesBrand[];
  otherSeriesList: string[];
  equipment: string[];
  equipmentText: string;
  notes: string;
}

export function emptyVisitForm(): VisitFormValues {
  return {
    customer: '',
    brandDisplay: [],
    brandDisplayDescription: '',
    otherMidrange: [],
    otherMidrangeDescription: '',
    brandDomination: 'unanswered',
    qtyPlgGrp: '',
    qtyNonPlgGrp: '',
    seriesList: [],
    seriesBrand: [],
    otherSeriesList: [],
    equipment: [],
    equipmentText: '',
    notes: '',
  };
}

/** The customer picker's unified value: one string for a customer in a sorg. */
export function unifiedCustomerCode(sorg: string, custCode: string): string {
  return `${sorg}:${custCode}`;
}

/** The parts of a unified customer value, or undefined when it is not one. */
export function splitUnifiedCustomerCode(value: string): { sorg: string; custCode: string } | undefined {
  const [, sorg, custCode] = /^([^:]+):(.+)$/.exec(value) ?? [];
  return sorg && custCode ? { sorg, custCode } : undefined;
}

const referenceCode = z.string().trim().min(1, formMessages.notEmpty).max(100);
const referenceList = z.array(referenceCode).max(VISIT_LIST_MAX_ITEMS);
const freeText = multiLineTextField({ max: VISIT_TEXT_MAX_LENGTH });
const quantity = z
  .number()
  .int(formMessages.numeric)
  .min(0, formMessages.numeric)
  .max(VISIT_QUANTITY_MAX, visitCountRangeMessage);

/**
 * What `createFormVisit` and `updateFormVisit` receive (after {@link toVisitInput}): the customer code only (the
 * unified value is removed), `brandDomination` only when answered, `equipment` only when not empty, floor
 * quantities as the plgGrp and nonPlgGrp counts, photos by slot as upload ids.
 */
export const visitInputSchema = z.object({
  brand: z.enum(VISIT_BRANDS),
  custCode: textField({ required: true, max: 20 }),
  brandDisplay: referenceList,
  brandDisplayDescription: freeText.optional(),
  otherMidrange: referenceList,
  otherMidrangeDescription: freeText.optional(),
  brandDomination: z.boolean().optional(),
  plgGrp: quantity.optional(),
  nonPlgGrp: quantity.optional(),
  seriesList: referenceList,
  seriesBrand: z.array(z.object({ brand: referenceCode, series: referenceCode })).max(VISIT_LIST_MAX_ITEMS),
  otherSeriesList: z.array(textField({ required: true, max: 100 })).max(VISIT_LIST_MAX_ITEMS),
  equipment: referenceList.min(1).optional(),
  equipmentText: freeText.optional(),
  notes: freeText.optional(),
});
export type VisitInput = z.infer<typeof visitInputSchema>;

/** A photo slot of a create or update: a new upload id, or null to remove the slot's photo (update only). */
export const visitPhotoInputSchema = z.object({
  slot: z.enum(VISIT_PHOTO_SLOTS),
  uploadId: z.uuid().nullable(),
});
export type VisitPhotoInput = z.infer<typeof visitPhotoInputSchema>;

/** The form's field errors, by field name, with the shared rules' messages (English; the app translates). */
export type VisitFormErrors = Partial<Record<keyof VisitFormValues, string>>;

/**
 * Checks the form as typed: customer required, counts digits only ('*Must Be Numeric') and within 0 to
 * {@link VISIT_QUANTITY_MAX} ({@link visitCountRangeMessage}), texts under the multi-line text rule.
 */
export function validateVisitForm(values: VisitFormValues): VisitFormErrors {
  const errors: VisitFormErrors = {};
  if (!splitUnifiedCustomerCode(values.customer)) errors.customer = formMessages.required;
  for (const field of ['qtyPlgGrp', 'qtyNonPlgGrp'] as const) {
    const result = numericField().safeParse(values[field].trim());
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? formMessages.numeric;
    else if (values[field].trim() !== '' && Number(values[field]) > VISIT_QUANTITY_MAX) {
      errors[field] = visitCountRangeMessage;
    }
  }
  for (const field of ['brandDisplayDescription', 'otherMidrangeDescription', 'equipmentText', 'notes'] as const) {
    const result = freeText.safeParse(values[field]);
    if (!result.success) errors[field] = result.error.issues[0]?.message ?? formMessages.text;
  }
  return errors;
}

/**
 * The form as sent (spec 02 §5 "Form visit"): the unified customer value removed (only `custCode` goes),
 * brandDomination only when answered, floor quantities as plgGrp/nonPlgGrp only when typed, equipment only when
 * the list is not empty, empty texts left out. Call it on values {@link validateVisitForm} accepted.
 */
export function toVisitInput(brand: VisitBrand, values: VisitFormValues): VisitInput {
  const customer = splitUnifiedCustomerCode(values.customer);
  const text = (value: string) => (value.trim() === '' ? undefined : value.trim());
  const count = (value: string) => (value.trim() === '' ? undefined : Number(value.trim()));
  return {
    brand,
    custCode: customer?.custCode ?? '',
    brandDisplay: values.brandDisplay,
    brandDisplayDescription: text(values.brandDisplayDescription),
    otherMidrange: values.otherMidrange,
    otherMidrangeDescription: text(values.otherMidrangeDescription),
    ...(values.brandDomination === 'unanswered' ? {} : { brandDomination: values.brandDomination === 'yes' }),
    plgGrp: count(values.qtyPlgGrp),
    nonPlgGrp: count(values.qtyNonPlgGrp),
    seriesList: values.seriesList,
    seriesBrand: values.seriesBrand,
    otherSeriesList: values.otherSeriesList.map((s) => s.trim()).filter((s) => s !== ''),
    ...(values.equipment.length > 0 ? { equipment: values.equipment } : {}),
    equipmentText: text(values.equipmentText),
    notes: text(values.notes),
  };
}

/** The list filter's date range: both dates or neither, at most 30 days (spec 01 §5 "Other limits"). */
export function isVisitDateRangeValid(from: string | undefined, to: string | undefined): boolean {
  if (!from && !to) return true;
  return Boolean(from && to && isDateRangeWithin(from, to));
}
