import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { HomePage } from './pages/HomePage';
import { AboutPage } from './pages/AboutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { paths } from './paths';
import { genericFormRoutes } from './formRoutes';

// Form pages are loaded on demand so the home page stays small.
const loadOrderRxPage = () => import('../features/order-rx/OrderRxPage');
const loadConsentPage = () => import('../features/consent/ConsentPage');
const OrderRxPage = lazy(loadOrderRxPage);
const ConsentPage = lazy(loadConsentPage);

/** A form page's code by path, for main.tsx to fetch while config.json loads. */
export const pageLoaders: Record<string, () => Promise<unknown>> = {
  [paths.orderRx]: loadOrderRxPage,
  [paths.consent]: loadConsentPage,
};

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
