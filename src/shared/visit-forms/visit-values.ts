import { textField } from '../validation/form-rules';
import { unifiedCustomerCode, type VisitFormValues, type VisitInput } from './visit-form';

/**
 * A stored visit as the form holds it (to edit it, or to start a new one from it), and the comparison of two
 * versions of a visit (a conflict shows where the rep's edit and the server's version differ).
 */

/** The fields of a stored visit the form shows (the GraphQL FormVisit). */
export interface StoredVisitFields {
  sorg: string;
  custCode: string;
  brandDisplay: readonly string[];
  brandDisplayDescription?: string | null;
  otherMidrange: readonly string[];
  otherMidrangeDescription?: string | null;
  brandDomination?: boolean | null;
  qtyPlgGrp?: number | null;
  qtyNonPlgGrp?: number | null;
  seriesList: readonly string[];
  seriesBrand: readonly { brand: string; series: string }[];
  otherSeriesList: readonly string[];
  equipment: readonly string[];
  equipmentText?: string | null;
  notes?: string | null;
}

/** A stored visit as the form holds it (to edit it). */
export function formValuesOfVisit(visit: StoredVisitFields): VisitFormValues {
  const count = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));
  return {
    customer: unifiedCustomerCode(visit.sorg, visit.custCode),
    brandDisplay: [...visit.brandDisplay],
    brandDisplayDescription: visit.brandDisplayDescription ?? '',
    otherMidrange: [...visit.otherMidrange],
    otherMidrangeDescription: visit.otherMidrangeDescription ?? '',
    brandDomination: visit.brandDomination === true ? 'yes' : visit.brandDomination === false ? 'no' : 'unanswered',
    qtyPlgGrp: count(visit.qtyPlgGrp),
    qtyNonPlgGrp: count(visit.qtyNonPlgGrp),
    seriesList: [...visit.seriesList],
    seriesBrand: visit.seriesBrand.map(({ brand, series }) => ({ brand, series })),
    otherSeriesList: [...visit.otherSeriesList],
    equipment: [...visit.equipment],
    equipmentText: visit.equipmentText ?? '',
    notes: visit.notes ?? '',
  };
}

/** The fields "Start from last visit" copies. */
export type VisitReferenceValues = Pick<
  VisitFormValues,
  'brandDisplay' | 'otherMidrange' | 'seriesList' | 'seriesBrand' | 'otherSeriesList' | 'equipment'
>;

/**
 * "Start from last visit": the reference fields of the customer's previous visit — what stands in the store and
 * changes slowly (brand displays, other midranges, series, equipment). What the rep observes anew at each visit
 * (descriptions, brand domination, floor quantities, notes, photos) is left as it is.
 */
export function referenceValuesOf(visit: StoredVisitFields): VisitReferenceValues {
  const values = formValuesOfVisit(visit);
  return {
    brandDisplay: values.brandDisplay,
    otherMidrange: values.otherMidrange,
    seriesList: values.seriesList,
    seriesBrand: values.seriesBrand,
    otherSeriesList: values.otherSeriesList,
    equipment: values.equipment,
  };
}

/** The sent input as the stored fields it becomes (plgGrp → qtyPlgGrp …), to compare it with a stored visit. */
export function storedFieldsOfInput(input: VisitInput, sorg: string): StoredVisitFields {
  return {
    sorg,
    custCode: input.custCode,
    brandDisplay: input.brandDisplay,
    brandDisplayDescription: input.brandDisplayDescription ?? null,
    otherMidrange: input.otherMidrange,
    otherMidrangeDescription: input.otherMidrangeDescription ?? null,
    brandDomination: input.brandDomination ?? null,
    qtyPlgGrp: input.plgGrp ?? null,
    qtyNonPlgGrp: input.nonPlgGrp ?? null,
    seriesList: input.seriesList,
    seriesBrand: input.seriesBrand,
    otherSeriesList: input.otherSeriesList,
    equipment: input.equipment ?? [],
    equipmentText: input.equipmentText ?? null,
    notes: input.notes ?? null,
  };
}

/** The fields two versions of a visit are compared by, in the form's order. */
export const VISIT_COMPARED_FIELDS = [
  'custCode',
  'brandDisplay',
  'brandDisplayDescription',
  'otherMidrange',
  'otherMidrangeDescription',
  'brandDomination',
  'qtyPlgGrp',
  'qtyNonPlgGrp',
  'seriesList',
  'seriesBrand',
  'otherSeriesList',
  'equipment',
  'equipmentText',
  'notes',
] as const;
export type VisitComparedField = (typeof VISIT_COMPARED_FIELDS)[number];

/** A field's value in a form that compares equal when it means the same (lists as sets, no text as empty). */
function comparable(value: unknown): string {
  if (Array.isArray(value)) {
    return JSON.stringify(
      value.map((item: unknown) => (typeof item === 'string' ? item : JSON.stringify(item))).sort(),
    );
  }
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value.trim() : JSON.stringify(value);
}

/** The fields where two versions of a visit differ. */
export function visitDifferences(a: StoredVisitFields, b: StoredVisitFields): VisitComparedField[] {
  return VISIT_COMPARED_FIELDS.filter((field) => comparable(a[field]) !== comparable(b[field]));
}

const otherSeries = textField({ required: true, max: 100 });

/**
 * The problem of the "other series" the rep typed (each under the text rule, at most 100 characters, as the
 * server's visitInputSchema checks them), as the shared rule words it, or undefined.
 */
export function otherSeriesProblem(values: Pick<VisitFormValues, 'otherSeriesList'>): string | undefined {
  for (const series of values.otherSeriesList) {
    if (series.trim() === '') continue;
    const result = otherSeries.safeParse(series.trim());
    if (!result.success) return result.error.issues[0]?.message;
  }
  return undefined;
}

/** Maps a server userError's field (`custCode`, `plgGrp`, `brandDisplay.2` …) to the form field it is about. */
export function formFieldOfInputField(field: string | null | undefined): keyof VisitFormValues | undefined {
  const name = (field ?? '').split('.')[0] ?? '';
  const renamed: Record<string, keyof VisitFormValues> = {
    custCode: 'customer',
    plgGrp: 'qtyPlgGrp',
    nonPlgGrp: 'qtyNonPlgGrp',
  };
  if (Object.hasOwn(renamed, name)) return renamed[name];
  const own: readonly (keyof VisitFormValues)[] = [
    'brandDisplay',
    'brandDisplayDescription',
    'otherMidrange',
    'otherMidrangeDescription',
    'brandDomination',
    'seriesList',
    'seriesBrand',
    'otherSeriesList',
    'equipment',
    'equipmentText',
    'notes',
  ];
  return own.find((key) => key === name);
}
