// The sign-in door's other pages (register, forgotten password, new password, callback), a chunk of their own (auth-pages-loader.ts): /login does not
// download them, and neither does a signed-in user's page.
export { AuthCallbackPage } from '../auth/AuthCallbackPage';
export { ForgotPasswordPage } from '../auth/ForgotPasswordPage';
export { RegisterPage } from '../auth/RegisterPage';
export { ResetPasswordPage } from '../auth/ResetPasswordPage';
