// The entry of a card worker thread (social-cards.ts). On Node 20 a worker does not get the TypeScript
// loader its process was started with (`--import tsx`), so it registers it here and then loads the worker's code.
import { register } from 'tsx/esm/api';

register();
const { default: renderCardBatch } = await import('./card-worker.ts');
export default renderCardBatch;
