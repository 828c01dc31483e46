// The sign-in door's other pages, a chunk of their own (auth-pages-loader.ts): /login does not
// download them, and neither does a signed-in user's page.
export { AuthCallbackPage } from '../auth/AuthCallbackPage';
export { RegisterPage } from '../auth/RegisterPage';
