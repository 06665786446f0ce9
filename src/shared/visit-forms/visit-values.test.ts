import { describe, expect, it } from 'vitest';
import { formMessages } from '../validation/form-rules';
import { emptyVisitForm, toVisitInput } from './visit-form';
import {
  formFieldOfInputField,
  formValuesOfVisit,
  otherSeriesProblem,
  referenceValuesOf,
  storedFieldsOfInput,
  type StoredVisitFields,
  visitDifferences,
} from './visit-values';

const stored: StoredVisitFields = {
  sorg: '2000',
  custCode: '2000254',
  brandDisplay: ['WIM'],
  brandDisplayDescription: 'Wall display',
  otherMidrange: ['UNITED'],
  otherMidrangeDescription: null,
  brandDomination: false,
  qtyPlgGrp: 12,
  qtyNonPlgGrp: null,
  seriesList: ['Cruiser'],
  seriesBrand: [{ brand: 'WIM', series: 'Cruiser' }],
  otherSeriesList: ['Fixie 2'],
  equipment: ['WORKSHOP'],
  equipmentText: null,
  notes: 'Busy Saturday',
};

describe('formValuesOfVisit', () => {
  it('turns a stored visit into the form as typed, and back into the same input', () => {
    const values = formValuesOfVisit(stored);
    expect(values).toEqual({
      customer: '2000:2000254',
      brandDisplay: ['WIM'],
      brandDisplayDescription: 'Wall display',
      otherMidrange: ['UNITED'],
      otherMidrangeDescription: '',
      brandDomination: 'no',
      qtyPlgGrp: '12',
      qtyNonPlgGrp: '',
      seriesList: ['Cruiser'],
      seriesBrand: [{ brand: 'WIM', series: 'Cruiser' }],
      otherSeriesList: ['Fixie 2'],
      equipment: ['WORKSHOP'],
      equipmentText: '',
      notes: 'Busy Saturday',
    });
    const again = storedFieldsOfInput(toVisitInput('wim', values), '2000');
    expect(visitDifferences(again, stored)).toEqual([]);
    expect(formValuesOfVisit({ ...stored, brandDomination: null }).brandDomination).toBe('unanswered');
  });
});

describe('referenceValuesOf ("Start from last visit")', () => {
  it('copies what stands in the store, not what is observed anew', () => {
    expect(referenceValuesOf(stored)).toEqual({
      brandDisplay: ['WIM'],
      otherMidrange: ['UNITED'],
      seriesList: ['Cruiser'],
      seriesBrand: [{ brand: 'WIM', series: 'Cruiser' }],
      otherSeriesList: ['Fixie 2'],
      equipment: ['WORKSHOP'],
    });
  });
});

describe('visitDifferences', () => {
  it('compares lists as sets and treats no text as empty', () => {
    const mine = { ...stored, brandDisplay: ['WIM'], equipment: ['WORKSHOP'], equipmentText: '' };
    expect(visitDifferences(mine, stored)).toEqual([]);
    expect(visitDifferences({ ...stored, qtyPlgGrp: 13, notes: 'Closed' }, stored)).toEqual(['qtyPlgGrp', 'notes']);
  });
});

describe('otherSeriesProblem', () => {
  it("checks each typed series with the text rule's message", () => {
    expect(otherSeriesProblem({ otherSeriesList: ['Fixie 2', 'City-Bike'] })).toBeUndefined();
    expect(otherSeriesProblem({ otherSeriesList: ['Fixie (old)'] })).toBe(formMessages.text);
    expect(otherSeriesProblem(emptyVisitForm())).toBeUndefined();
  });
});

describe('formFieldOfInputField', () => {
  it("names the form field of a server userError's field", () => {
    expect(formFieldOfInputField('custCode')).toBe('customer');
    expect(formFieldOfInputField('plgGrp')).toBe('qtyPlgGrp');
    expect(formFieldOfInputField('brandDisplay.2')).toBe('brandDisplay');
    expect(formFieldOfInputField('photos.3')).toBeUndefined();
    expect(formFieldOfInputField(null)).toBeUndefined();
  });
});
