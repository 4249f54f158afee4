import { describe, expect, it } from 'vitest';
import { changedFields, toFormValues } from './businessForm';

const before = toFormValues({
  mercName: 'Amani Traders Ltd',
  industry: 'RET',
  sector: 'RET01',
  description: 'Groceries',
  kraPin: 'P051111111A',
  regNo: null,
  county: '047',
  town: 'Nairobi CBD',
  address: 'Moi Avenue',
  postalAddress: null,
  postalCode: null,
  website: null,
  altPhone: null,
});

describe('changedFields', () => {
  it('sends nothing when nothing changed', () => {
    expect(changedFields(before, { ...before })).toEqual({});
  });

  it('sends only the fields the person changed', () => {
    expect(changedFields(before, { ...before, town: 'Westlands', website: 'amani.co.ke' })).toEqual({
      town: 'Westlands',
      website: 'amani.co.ke',
    });
  });

  it('clears an optional text but keeps a KRA PIN that was emptied', () => {
    expect(changedFields(before, { ...before, description: '', kraPin: '' })).toEqual({ description: '' });
  });

  it('ignores spaces around an unchanged value', () => {
    expect(changedFields(before, { ...before, businessName: ' Amani Traders Ltd ' })).toEqual({});
  });
});
