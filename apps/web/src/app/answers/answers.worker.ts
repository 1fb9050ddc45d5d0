/**
 * The answer worker: validates API answers off the page's thread (answer.ts), one message per answer. A reply may
 * overtake an earlier one whose schemas are still loading: the page matches replies by id.
 */
import { answer, failure, type AnswerRequest } from './answer';
import { schemaRegistry } from './registry';

addEventListener('message', (event: MessageEvent<AnswerRequest>) => {
  void answer(schemaRegistry, event.data).then((reply) => {
    try {
      postMessage(reply);
    } catch (error) {
      // a value the structured clone cannot copy: the page falls back to validating it there
      postMessage({ id: event.data.id, ok: false, error: { ...failure(error), name: 'DataCloneError' } });
    }
  });
});
