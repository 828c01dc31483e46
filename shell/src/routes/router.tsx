import { use } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { APP_PAGES, PERFORMANCE_PAGE, ROUTES, type AppPage } from '@buget/shared-domain';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { AuthRoot, RethrowRouteError } from '../auth/AuthRoot';
import { PublicOnly, RequireAuth, RootRedirect } from '../auth/guards';
import { LoginPage } from '../auth/LoginPage';
import { PageMeta } from '../layout/PageMeta';
import { RegisterPage } from '../auth/RegisterPage';
import { loadSignedInRoutes } from './signed-in-loader';

export const AUTH_PAGE_META = {
  login: { title: 'Autentificare', description: 'Intră în contul tău Buget, aplicația de buget personal.' },
  register: { title: 'Creează un cont', description: 'Creează-ți contul Buget în perioada de testare beta.' },
  callback: { title: 'Se procesează autentificarea', description: 'Finalizăm autentificarea cu furnizorul tău.' },
} as const;

/** The signed-in frame and pages: see signed-in-loader.ts for why not React Router's `lazy`. */
function SignedInFrameRoute() {
  const { SignedInFrame } = use(loadSignedInRoutes());
  return <SignedInFrame />;
}

function RemotePageRoute({ page }: { page: AppPage }) {
  const { RemoteRoute } = use(loadSignedInRoutes());
  return <RemoteRoute page={page} />;
}

function PerformancePageRoute() {
  const { PerformanceRoute } = use(loadSignedInRoutes());
  return <PerformanceRoute />;
}

const signedInRoutes = (): RouteObject[] => [
  {
    element: <SignedInFrameRoute />,
    children: [
      ...APP_PAGES.map((page) => ({ path: `${page.path}/*`, element: <RemotePageRoute page={page} /> })),
      { path: PERFORMANCE_PAGE.path, element: <PerformancePageRoute /> },
    ],
  },
];

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AuthRoot />,
      ErrorBoundary: RethrowRouteError,
      children: [
        { index: true, element: <RootRedirect /> },
        {
          element: <PublicOnly />,
          children: [
            {
              path: ROUTES.login,
              element: (
                <>
                  <PageMeta {...AUTH_PAGE_META.login} />
                  <LoginPage />
                </>
              ),
            },
            {
              path: ROUTES.register,
              element: (
                <>
                  <PageMeta {...AUTH_PAGE_META.register} />
                  <RegisterPage />
                </>
              ),
            },
          ],
        },
        {
          path: ROUTES.authCallback,
          element: (
            <>
              <PageMeta {...AUTH_PAGE_META.callback} />
              <AuthCallbackPage />
            </>
          ),
        },
        {
          element: <RequireAuth />,
          children: signedInRoutes(),
        },
        { path: '*', element: <RootRedirect /> },
      ],
    },
  ];
}

export function createAppRouter() {
  return createBrowserRouter(createAppRoutes());
}

