import { lazy } from 'react';
import { Navigate, type RouteObject } from 'react-router-dom';
import { Layout } from './Layout';
import { HomePage } from './pages/HomePage';
import { AboutPage } from './pages/AboutPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { paths } from './paths';

// Form pages are loaded on demand so the home page stays small.
const OrderRxPage = lazy(() => import('../features/order-rx/OrderRxPage'));
const ConsentPage = lazy(() => import('../features/consent/ConsentPage'));

export const routes: RouteObject[] = [
  {
    element: <Layout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.orderRx, element: <OrderRxPage /> },
      { path: paths.consent, element: <ConsentPage /> },
      { path: paths.consentCorrectSpelling, element: <Navigate to={paths.consent} replace /> },
      { path: paths.about, element: <AboutPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
