import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { HomePage } from './pages/HomePage';
import { paths } from './paths';
import { loadedOrLazy } from './loadedOrLazy';
import { formPages } from './pageModules';
import { SIGNING_PAGE_PATH, SIGNING_STATUS_PAGE_PATH } from '../../contract/signing';

const formPageRoutes: RouteObject[] = [...formPages].map(([path, { form, loader }]) => {
  const Page = loadedOrLazy(loader);
  return { path, element: <Page form={form} /> };
});

/** Pages read by few: their code and words download only with them. */
const AboutPage = lazy(() => import('./pages/AboutPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const SigningPage = lazy(() => import('../features/signing/SigningPage'));
const SigningStatusPage = lazy(() => import('../features/signing/SigningStatusPage'));
const LanguageAssistancePage = lazy(
  () => import('../features/language-assistance/LanguageAssistancePage'),
);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      ...formPageRoutes,
      { path: paths.consentCorrectSpelling, element: <Navigate to={paths.consent} replace /> },
      { path: paths.about, element: <AboutPage /> },
      { path: paths.languageAssistance, element: <LanguageAssistancePage /> },
      { path: SIGNING_PAGE_PATH, element: <SigningPage /> },
      { path: SIGNING_STATUS_PAGE_PATH, element: <SigningStatusPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
