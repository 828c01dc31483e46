import { mountHarness } from '@buget/shared-ui/harness';
import { parcel } from './parcel';

// Standalone harness: the parcel mounted alone against the local backend (npm run dev -w mf-reports).
void mountHarness(parcel, 'mf-reports');
