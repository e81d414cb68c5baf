import type { RouteObject } from 'react-router';
import { routePatterns as p } from '../lib/routes';
import { RequireAdmin } from './guards/require-admin';
import { RequireAuth } from './guards/require-auth';
import { RequireWrite } from './guards/require-write';
import { AppLayout } from './layout/app-layout';
import { ProjectShell } from './layout/project-shell';
import * as screen from './lazy-screens';
import { AuthorizedPage } from './pages/authorized-page';
import { NotAuthorizedPage } from './pages/not-authorized-page';
import { NotFoundPage } from './pages/not-found-page';
import { SignedOutPage } from './pages/signed-out-page';
import { ViewOnlyPage } from './pages/view-only-page';

/** The route table of spec 1 §2. Create and edit routes sit under RequireWrite. */
export const appRoutes: RouteObject[] = [
  // The sign-in callback also runs in the silent iframe and the popup: no layout, no API calls.
  { path: p.authorized, element: <AuthorizedPage /> },
  {
    path: '/',
    element: <AppLayout />,
    children: [
      { path: p.signedOut, element: <SignedOutPage /> },
      { path: p.notAuthorized, element: <NotAuthorizedPage /> },
      { path: p.viewOnly, element: <ViewOnlyPage /> },
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <screen.HomePage /> },
          {
            path: p.instrumentTags,
            element: <RequireAdmin />,
            children: [{ index: true, element: <screen.InstrumentTagsPage /> }],
          },
          {
            path: p.importRecords,
            element: <RequireAdmin only="Only an Admin can import records." />,
            children: [{ index: true, element: <screen.ImportPage /> }],
          },
          {
            path: p.backups,
            element: <RequireAdmin only="Only an Admin can see and make backups." />,
            children: [{ index: true, element: <screen.BackupsPage /> }],
          },
          // Everyone reads the templates; Admins change them (the page offers Edit to Admins only).
          { path: p.letterTemplates, element: <screen.LetterTemplatesPage /> },
          { path: p.contact, element: <screen.ContactPage /> },
          { path: p.search, element: <screen.AdvancedSearchPage /> },
          { path: p.projectSearch, element: <screen.ProjectSearchPage /> },
          { path: p.field, element: <screen.FieldPage /> },
          { path: p.fieldProperty, element: <screen.FieldPropertyPage /> },
          { path: p.ledger, element: <screen.LedgerPage /> },
          { path: p.violationCase, element: <screen.CasePage /> },
          { path: p.ownerRequest, element: <screen.RequestPage /> },
          {
            element: <RequireWrite />,
            children: [
              { path: p.newProject, element: <screen.NewProjectPage /> },
              { path: p.newCase, element: <screen.NewCasePage /> },
              { path: p.newOwnerRequest, element: <screen.NewRequestPage /> },
              { path: p.mailMerge, element: <screen.MailMergePage /> },
              { path: p.newMultiPropertyService, element: <screen.NewMultiPropertyServicePage /> },
            ],
          },
          {
            path: p.project,
            element: <ProjectShell />,
            children: [
              { index: true, element: <screen.ProjectSummaryPage /> },
              {
                element: <RequireWrite />,
                children: [
                  { path: p.editProject, element: <screen.EditProjectPage /> },
                  { path: p.newInstrument, element: <screen.NewInstrumentPage /> },
                  { path: p.newProperty, element: <screen.NewPropertyPage /> },
                  { path: p.newService, element: <screen.NewServicePage /> },
                ],
              },
              { path: p.projectInstruments, element: <screen.InstrumentsPage /> },
              { path: p.projectInstrument, element: <screen.InstrumentPage /> },
              { path: p.projectProperties, element: <screen.PropertiesPage /> },
              { path: p.projectProperty, element: <screen.PropertyPage /> },
              { path: p.projectServices, element: <screen.ServicesPage /> },
              { path: p.projectService, element: <screen.ServicePage /> },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
