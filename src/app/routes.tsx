import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { HomePage } from './pages/HomePage';
import { AboutPage } from './pages/AboutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { paths } from './paths';
import { genericFormRoutes } from './formRoutes';
import { loadedOrLazy } from './loadedOrLazy';
import { pageModules } from './pageModules';

const OrderRxPage = loadedOrLazy(pageModules.orderRx);
const ConsentPage = loadedOrLazy(pageModules.consent);

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.orderRx, element: <OrderRxPage /> },
      { path: paths.consent, element: <ConsentPage /> },
      { path: paths.consentCorrectSpelling, element: <Navigate to={paths.consent} replace /> },
      { path: paths.about, element: <AboutPage /> },
      ...genericFormRoutes,
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
