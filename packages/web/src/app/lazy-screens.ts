import { type ComponentType, lazy } from 'react';

/** React.lazy for a named export, so each screen is its own chunk loaded on first visit. */
const lazyNamed = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

export const HomePage = lazyNamed(() => import('../features/home/components/home-page'), 'HomePage');
export const AdvancedSearchPage = lazyNamed(
  () => import('../features/search/components/advanced-search-page'),
  'AdvancedSearchPage',
);
export const ProjectSearchPage = lazyNamed(
  () => import('../features/search/components/project-search-page'),
  'ProjectSearchPage',
);
export const ContactPage = lazyNamed(
  () => import('../features/contacts/components/contact-page'),
  'ContactPage',
);
export const InstrumentTagsPage = lazyNamed(
  () => import('../features/instrument-tags/components/instrument-tags-page'),
  'InstrumentTagsPage',
);
export const BackupsPage = lazyNamed(
  () => import('../features/backups/components/backups-page'),
  'BackupsPage',
);
export const NewProjectPage = lazyNamed(
  () => import('../features/projects/components/new-project-page'),
  'NewProjectPage',
);
export const EditProjectPage = lazyNamed(
  () => import('../features/projects/components/edit-project-page'),
  'EditProjectPage',
);
export const ProjectSummaryPage = lazyNamed(
  () => import('../features/projects/components/project-summary-page'),
  'ProjectSummaryPage',
);
export const InstrumentsPage = lazyNamed(
  () => import('../features/instruments/components/instruments-page'),
  'InstrumentsPage',
);
export const InstrumentPage = lazyNamed(
  () => import('../features/instruments/components/instrument-page'),
  'InstrumentPage',
);
export const NewInstrumentPage = lazyNamed(
  () => import('../features/instruments/components/new-instrument-page'),
  'NewInstrumentPage',
);
export const PropertiesPage = lazyNamed(
  () => import('../features/properties/components/properties-page'),
  'PropertiesPage',
);
export const PropertyPage = lazyNamed(
  () => import('../features/properties/components/property-page'),
  'PropertyPage',
);
export const NewPropertyPage = lazyNamed(
  () => import('../features/properties/components/new-property-page'),
  'NewPropertyPage',
);
export const ServicesPage = lazyNamed(
  () => import('../features/services/components/services-page'),
  'ServicesPage',
);
export const ServicePage = lazyNamed(
  () => import('../features/services/components/service-page'),
  'ServicePage',
);
export const NewServicePage = lazyNamed(
  () => import('../features/services/components/new-service-page'),
  'NewServicePage',
);
export const NewMultiPropertyServicePage = lazyNamed(
  () => import('../features/services/components/new-multi-property-service-page'),
  'NewMultiPropertyServicePage',
);
export const FieldPage = lazyNamed(() => import('../features/field'), 'FieldPage');
export const FieldPropertyPage = lazyNamed(() => import('../features/field'), 'FieldPropertyPage');
export const LedgerPage = lazyNamed(
  () => import('../features/stewardship/components/ledger-page'),
  'LedgerPage',
);
export const ImportPage = lazyNamed(() => import('../features/imports'), 'ImportPage');
export const CasePage = lazyNamed(() => import('../features/cases/components/case-page'), 'CasePage');
export const NewCasePage = lazyNamed(
  () => import('../features/cases/components/new-case-page'),
  'NewCasePage',
);
export const RequestPage = lazyNamed(
  () => import('../features/requests/components/request-page'),
  'RequestPage',
);
export const NewRequestPage = lazyNamed(
  () => import('../features/requests/components/new-request-page'),
  'NewRequestPage',
);
export const LetterTemplatesPage = lazyNamed(
  () => import('../features/letters/components/letter-templates-page'),
  'LetterTemplatesPage',
);
export const MailMergePage = lazyNamed(
  () => import('../features/letters/components/mail-merge-page'),
  'MailMergePage',
);
