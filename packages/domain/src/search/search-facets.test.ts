import { describe, expect, it } from 'vitest';
import { exportFileName, projectExportQuerySchema, searchQuerySchema } from './search.schema';
import {
  FeeSearchOption,
  facetsByType,
  optionsExcludeEachOther,
  PartnershipGrantSearchOption,
  ReviewSearchOption,
  searchEntityTypes,
  searchFacets,
} from './search-facets';

/** Spec 1 §3, 'Search facet keys (complete list)', in its order. */
const specKeys =
  'agreementTypes, localities, instrumentStatuses, instrumentRoles, propertyStatuses, propertyRoles, serviceIds, serviceRoles, instrumentTypes, instrumentTags, staffLeads, grantPrograms, hasEventType, doesNotHaveEventType, eventDateAfter, eventDateBefore, contacts, notContacts, roles, propertyIds, minimumAcres, maximumAcres, exceedsAllowedDwellings, doesNotExceedAllowedDwellings, exceedsAllowedFinishedArea, doesNotExceedAllowedFinishedArea, exceedsAllowedImperviousSurface, doesNotExceedAllowedImperviousSurface, serviceCategories, serviceTypes, serviceStatuses, reviews, reviewers, reviewAssigners, fees, serviceProducts, previousServices, projectIds, projectStatuses, partnershipGrants, executedDateAfter, executedDateBefore'.split(
    ', ',
  );
/** Issue 12 §2 adds the stewardship schedule's facet. */
specKeys.push('inspection');
/** Issue 21 adds the accreditation ledger's 'Monitored in Year' and its opposite. */
specKeys.push('monitoredInYear', 'notMonitoredInYear');
/** Issue 19 adds the map area of the Property and Project results' map. */
specKeys.push('mapArea');
/** Issue 33 §6 adds the violation cases: an open one, and a case of a type. */
specKeys.push('hasOpenViolationCase', 'violationCaseTypes');

describe('search facets', () => {
  it('define exactly the spec’s complete key list, each used by some type', () => {
    expect(Object.keys(searchFacets).sort()).toEqual([...specKeys].sort());
    const used = new Set(searchEntityTypes.flatMap((type) => facetsByType[type]));
    expect([...used].sort()).toEqual([...specKeys].sort());
  });

  it('parse repeated parameters as lists and single ones as values', () => {
    const query = searchQuerySchema('Service').parse({
      serviceCategories: '1',
      localities: ['3', '4'],
      previousServices: ['12'],
      hasEventType: '31',
      eventDateAfter: '02/03/2024',
    });
    expect(query).toMatchObject({
      serviceCategories: [1],
      localities: [3, 4],
      previousServices: 12,
      hasEventType: 31,
      eventDateAfter: '2024-02-03',
      currentPage: 1,
      pageSize: 5,
    });
  });

  it('accept project export ids repeated or as a comma list', () => {
    expect(projectExportQuerySchema.parse({ ids: ['4', '5,6'] }).ids).toEqual([4, 5, 6]);
    expect(projectExportQuerySchema.parse({ ids: '7' }).ids).toEqual([7]);
  });

  it('name the export files as spec 1 §7 does', () => {
    expect(exportFileName('Service')).toBe('ServiceSearchResults.xlsx');
    expect(exportFileName('Project')).toBe('ProjectSearchResults.zip');
  });
});

describe('options no record can hold at once', () => {
  const { HasOpenReviews, HasCompleteReviews, HasNoReviews } = ReviewSearchOption;
  const { FeeCharged, NoFeeCharged, FeePaid, FeeNotPaid } = FeeSearchOption;
  it('no reviews with an open or a complete one; a fee charged and none; none charged and not paid; grants and none', () => {
    expect(optionsExcludeEachOther('reviews', [HasOpenReviews, HasNoReviews])).toBe(true);
    expect(optionsExcludeEachOther('reviews', [HasNoReviews, HasCompleteReviews, HasOpenReviews])).toBe(true);
    expect(optionsExcludeEachOther('fees', [FeeCharged, NoFeeCharged])).toBe(true);
    expect(optionsExcludeEachOther('fees', [FeeNotPaid, NoFeeCharged])).toBe(true);
    const { HasGrants, HasNoGrants } = PartnershipGrantSearchOption;
    expect(optionsExcludeEachOther('partnershipGrants', [HasNoGrants, HasGrants])).toBe(true);
  });
  it('options that can hold together, one option, or another facet', () => {
    expect(optionsExcludeEachOther('reviews', [HasOpenReviews, HasCompleteReviews])).toBe(false);
    expect(optionsExcludeEachOther('reviews', [HasNoReviews])).toBe(false);
    expect(optionsExcludeEachOther('fees', [FeeCharged, FeeNotPaid])).toBe(false);
    expect(optionsExcludeEachOther('fees', [NoFeeCharged, FeePaid])).toBe(false);
    expect(optionsExcludeEachOther('serviceStatuses', [1, 2])).toBe(false);
  });
});
