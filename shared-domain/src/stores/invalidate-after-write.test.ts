import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfterWrite } from './use-buget-mutation';

describe('invalidateAfterWrite', () => {
  it('a write during the first read of a list: the list ends with what the write made, not the read begun before it', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let rows = ['Bancă', 'Cash', 'Investiții'];
    const reads: Array<(value: string[]) => void> = [];
    // Each read answers with the rows as they were when it began, when the test lets it.
    const queryFn = () => {
      const seen = [...rows];
      return new Promise<string[]>((resolve) => reads.push(() => resolve(seen)));
    };
    const observer = new QueryObserver(client, { queryKey: ['accounts'], queryFn });
    const unsubscribe = observer.subscribe(() => undefined);
    expect(reads).toHaveLength(1);
    rows = [...rows, 'ING'];
    const done = invalidateAfterWrite(client, { queryKey: ['accounts'] });
    // The read begun before the write answers late; then the one after it.
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads[0]?.(['unused']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    reads[1]?.(['unused']);
    await done;
    expect(client.getQueryData(['accounts'])).toEqual(['Bancă', 'Cash', 'Investiții', 'ING']);
    unsubscribe();
  });
});
