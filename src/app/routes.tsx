import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { HomePage } from './pages/HomePage';
import { paths } from './paths';
import { loadedOrLazy } from './loadedOrLazy';
import { formPages } from './pageModules';

const formPageRoutes: RouteObject[] = [...formPages].map(([path, { form, loader }]) => {
  const Page = loadedOrLazy(loader);
  return { path, element: <Page form={form} /> };
});

/** Pages read by few: their code and words download only with them. */
const AboutPage = lazy(() => import('./pages/AboutPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
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
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
