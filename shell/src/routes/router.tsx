import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { ROUTES } from '@buget/shared-domain';
import { AuthCallbackPage } from '../auth/AuthCallbackPage';
import { AuthRoot } from '../auth/AuthRoot';
import { PublicOnly, RequireAuth, RootRedirect } from '../auth/guards';
import { LoginPage } from '../auth/LoginPage';
import { PageMeta } from '../layout/PageMeta';
import { RegisterPage } from '../auth/RegisterPage';
import { APP_PAGES, PERFORMANCE_PAGE } from './pages';

export const AUTH_PAGE_META = {
  login: { title: 'Autentificare', description: 'Intră în contul tău Buget, aplicația de buget personal.' },
  register: { title: 'Creează un cont', description: 'Creează-ți contul Buget în perioada de testare beta.' },
  callback: { title: 'Se procesează autentificarea', description: 'Finalizăm autentificarea cu furnizorul tău.' },
} as const;

const signedIn = () => import('./signed-in-routes');

/** The signed-in frame and pages come from their own chunk (signed-in-routes.tsx). */
const signedInRoutes = (): RouteObject[] => [
  {
    lazy: async () => ({ Component: (await signedIn()).SignedInFrame }),
    children: [
      ...APP_PAGES.map((page) => ({
        path: `${page.path}/*`,
        lazy: async () => {
          const { RemoteRoute } = await signedIn();
          return { element: <RemoteRoute page={page} /> };
        },
      })),
      { path: PERFORMANCE_PAGE.path, lazy: async () => ({ Component: (await signedIn()).PerformanceRoute }) },
    ],
  },
];

export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <AuthRoot />,
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
