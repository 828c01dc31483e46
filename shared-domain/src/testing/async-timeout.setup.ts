import { configure } from '@testing-library/react';

// The integration tests wait for the real local server (a write, then the query it invalidates
// refetching). Testing Library's 1 s default is shorter than one such round trip takes while CI
// runs two packages' suites at once; an assertion still fails after 5 s.
configure({ asyncUtilTimeout: 5000 });
