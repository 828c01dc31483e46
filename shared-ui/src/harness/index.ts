// @buget/shared-ui/harness: a remote's standalone development page.
export { mountHarness } from './harness';
