import { mountHarness } from '@buget/shared-ui/harness';
import { parcel } from './parcel';

// Standalone harness: the parcel mounted alone against the local backend (npm run dev -w mf-lunar-grid).
void mountHarness(parcel, 'mf-lunar-grid');
