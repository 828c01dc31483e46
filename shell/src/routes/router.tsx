import { use, useState } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { PERFORMANCE_PAGE, ROUTES, type AppPage } from '@buget/shared-domain/rules';
import { AuthRoot } from '../auth/AuthRoot';
import { PublicOnly, RequireAuth, RootRedirect } from '../auth/guards';
import { LoginPage } from '../auth/LoginPage';
import { appPages } from '../config/app-pages';
import { PageMeta } from '../layout/PageMeta';
import { loadAuthPages } from './auth-pages-loader';
import { loadSignedInRoutes } from './signed-in-loader';

export const AUTH_PAGE_META = {
  login: { title: 'Autentificare', description: 'Intră în contul tău Buget, aplicația de buget personal.' },
  register: { title: 'Creează un cont', description: 'Creează-ți contul Buget în perioada de testare beta.' },
  callback: { title: 'Se procesează autentificarea', description: 'Finalizăm autentificarea cu furnizorul tău.' },
  forgotPassword: { title: 'Ai uitat parola?', description: 'Primești pe e-mail un link pentru a alege o parolă nouă.' },
  resetPassword: { title: 'Alege o parolă nouă', description: 'Alege parola nouă a contului tău Buget.' },
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

/** /register, /forgot-password, /reset-password and /auth/callback: not needed by the sign-in form, so loaded on first visit. */
function RegisterPageRoute() {
  const { RegisterPage } = use(loadAuthPages());
  return <RegisterPage />;
}

function ForgotPasswordPageRoute() {
  const { ForgotPasswordPage } = use(loadAuthPages());
  return <ForgotPasswordPage />;
}

function ResetPasswordPageRoute() {
  const { ResetPasswordPage } = use(loadAuthPages());
  return <ResetPasswordPage />;
}

function AuthCallbackPageRoute() {
  const { AuthCallbackPage } = use(loadAuthPages());
  return <AuthCallbackPage />;
}

const signedInRoutes = (): RouteObject[] => [
  {
    element: <SignedInFrameRoute />,
    children: [
      // The pages of config.json; a path none of them has goes to the * route below.
      ...appPages().map((page) => ({ path: `${page.path}/*`, element: <RemotePageRoute page={page} /> })),
      { path: PERFORMANCE_PAGE.path, element: <PerformancePageRoute /> },
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
                  <RegisterPageRoute />
                </>
              ),
            },
            {
              path: ROUTES.forgotPassword,
              element: (
                <>
                  <PageMeta {...AUTH_PAGE_META.forgotPassword} />
                  <ForgotPasswordPageRoute />
                </>
              ),
            },
          ],
        },
        {
          // Outside the signed-out guard: the recovery link has just signed the user in.
          path: ROUTES.resetPassword,
          element: (
            <>
              <PageMeta {...AUTH_PAGE_META.resetPassword} />
              <ResetPasswordPageRoute />
            </>
          ),
        },
        {
          path: ROUTES.authCallback,
          element: (
            <>
              <PageMeta {...AUTH_PAGE_META.callback} />
              <AuthCallbackPageRoute />
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

/**
 * The routes, matched against the URL of App's BrowserRouter. Declarative routing, not a data
 * router (createBrowserRouter): the app uses no loaders, actions or route error elements, and the
 * data router's code would double React Router's share of the first load. An error thrown while
 * rendering a route goes up to the React error boundaries (AuthRoot's, then App's).
 */
export function AppRoutes() {
  const [routes] = useState(createAppRoutes);
  return useRoutes(routes);
}

