// Every shell test starts with the pages the default config.json lists (build-tools), as
// bootstrap.tsx sets them from config.json at start; a test about other pages sets its own.
import { DEFAULT_PAGES } from '@buget/build-tools/default-pages';
import { setAppPages } from '../config/app-pages';

setAppPages(DEFAULT_PAGES);
