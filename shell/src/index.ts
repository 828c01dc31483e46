// The sign-in card's styles come with the page (a <link> in index.html's head, before any script
// runs), so index.html can draw the card at once on /login (its #sign-in-first-paint template).
import '@buget/shared-ui/tokens.css';
import '@buget/shared-ui/components.css';
import './auth/auth.css';

// Federation needs an async boundary before the shared singletons are used.
void import('./bootstrap');
