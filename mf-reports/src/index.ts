// Federation needs an async boundary before the shared singletons are used.
void import('./bootstrap');
