import type { Photo, Project, Service } from '@app/domain';
import type { User, UserManager } from 'oidc-client-ts';
import { vi } from 'vitest';
import type { AuthSession, AuthSnapshot } from '../lib/auth/auth-session';
import type { AppConfig } from '../lib/config';
import type { CurrentUser } from '../lib/users-queries';

export const testConfig: AppConfig = {
  oidc: { authority: 'http://localhost/oidc', clientId: 'web', scope: 'openid profile', audience: 'api' },
  links: {
    logo: '/logo.svg',
    help: 'https://help.example.org',
    map: 'https://maps.example.org/state',
    crm: 'https://crm.example.org',
    crmAccount: 'https://crm.example.org/account/{crmId}',
    documentFolderEmbed: 'https://box.example.org/embed/folder/{folderId}',
    documentFolderOpen: 'https://box.example.org/folder/{folderId}',
  },
};

export const staffUser: CurrentUser = {
  id: 7,
  name: 'Sam Staff',
  inactive: false,
  viewOnly: false,
  oid: 'oid-7',
  roles: ['Staff'],
};
export const adminUser: CurrentUser = {
  id: 1,
  name: 'Ada Admin',
  inactive: false,
  viewOnly: false,
  oid: 'oid-1',
  roles: ['Admin'],
};
export const viewOnlyUser: CurrentUser = {
  id: 9,
  name: 'Vic Viewer',
  inactive: false,
  viewOnly: true,
  oid: 'oid-9',
  roles: ['viewonly'],
};

/** A project as GET project/get/{id} answers it (typed, so a stub cannot drift from the schema). */
export const projectFixture = (over: Partial<Project> = {}): Project => ({
  id: 12,
  name: 'Big Farm',
  status: 'Active',
  statusId: 1,
  description: null,
  createdByName: 'Sam Staff',
  createdAt: '2024-01-02T15:00:00.000Z',
  lastEditedByName: null,
  lastEditedAt: '2024-01-02T15:00:00.000Z',
  photoBoxId: null,
  documentFolderId: null,
  partnershipGrantsExist: false,
  latestEvents: [],
  acres: null,
  localityName: null,
  version: 1,
  ...over,
});

/** A service as GET service/{id} answers it. */
export const serviceFixture = (over: Partial<Service> = {}): Service => ({
  id: 77,
  version: 1,
  primaryProjectId: 5,
  categoryId: 1,
  categoryName: 'Inspection',
  typeIds: [],
  typeNames: [],
  statusId: 1,
  statusName: 'Open',
  agreementTypeId: 3,
  agreementTypeName: 'Open-Space Easement',
  associatedPropertyIds: [6],
  previousServiceId: null,
  notes: null,
  staffLead: null,
  staffLeadName: null,
  productIds: [],
  productNames: [],
  feeCharged: null,
  feePaid: false,
  openDate: '2024-03-01',
  isMultiProperty: false,
  documentFolderId: null,
  imageryAssessmentBeforeDate: null,
  beforeSource: null,
  beforeSourceNotes: null,
  imageryAssessmentAfterDate: null,
  afterSource: null,
  afterSourceNotes: null,
  landownerPropertyPlans: null,
  questionsForVOF: null,
  inspectionMethod: null,
  reportCompletedDate: null,
  reportCompletedBy: null,
  reportCompletedByName: null,
  ...over,
});

/** A session whose every action is a spy; `signedIn` decides whether a stored user exists. */
export const fakeSession = ({
  signedIn = true,
  sessionExpired = false,
  userManager = {},
  ...overrides
}: Omit<Partial<AuthSession>, 'userManager'> & {
  signedIn?: boolean;
  sessionExpired?: boolean;
  userManager?: Partial<UserManager>;
} = {}) => {
  const snapshot: AuthSnapshot = {
    user: signedIn ? ({ access_token: 'test-token', expired: false } as User) : null,
    sessionExpired,
  };
  const session: AuthSession = {
    userManager: userManager as UserManager,
    subscribe: () => () => {},
    getSnapshot: () => snapshot,
    getAccessToken: vi.fn(async () => (signedIn ? 'test-token' : null)),
    onUnauthorized: vi.fn(async () => null),
    hasUsableToken: () => signedIn,
    whenSignedIn: vi.fn(async () => {}),
    ensureSignedIn: vi.fn(async () => signedIn),
    signIn: vi.fn(async () => {}),
    signInAgain: vi.fn(async () => {}),
    signOut: vi.fn(async () => 'local' as const),
    forgetUser: vi.fn(async () => {}),
    ...overrides,
  };
  return session;
};

/** A verified service photo. */
export const photoFixture: Photo = {
  id: 12,
  serviceId: 40,
  clientId: '4a1b6f5e-2f7d-4c8e-9a55-0d6a1f1c2b3e',
  sha256: 'a'.repeat(64),
  sizeBytes: 2048,
  contentType: 'image/jpeg',
  width: 1200,
  height: 900,
  caption: 'North fence line',
  takenAt: '2026-11-20T15:04:05.000Z',
  latitude: 37.5407,
  longitude: -77.436,
  accuracyMeters: 8,
  headingDegrees: 270,
  observationId: null,
  photographerName: 'Sam Staff',
  photoPointId: 7,
  photoPointName: 'North Gate',
  version: 1,
};
