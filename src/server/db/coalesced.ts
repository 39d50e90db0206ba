/**
 * Calls of one key at once share their runs: a call that comes while a run is going waits for the
 * next one, which starts once that one ends (so it starts after the call came), and every call
 * coming meanwhile joins that same next run. A run's answer is therefore never older than the call
 * it answers, which is what a version raise after a write and a strongly consistent read both need:
 *
 * - one person's writes at once share their version raises: fifty writes on one account make two
 *   or three raises of the record in this process, not fifty queued on one item;
 * - one person's requests at once share their reads of the record: each still sees every write
 *   that landed before it came, with one or two reads where fifty were sent.
 *
 * Callers share the answer: it is not to be changed.
 */
export function coalesced<T = void>(run: (key: string) => Promise<T>): (key: string) => Promise<T> {
  const running = new Map<string, Promise<T>>();
  const next = new Map<string, Promise<T>>();
  return (key) => {
    const waiting = next.get(key);
    if (waiting) return waiting;
    const started = (running.get(key) ?? Promise.resolve())
      .catch(() => undefined)
      .then(() => {
        next.delete(key);
        const current = run(key);
        running.set(key, current);
        const settle = () => {
          if (running.get(key) === current) running.delete(key);
        };
        current.then(settle, settle);
        return current;
      });
    next.set(key, started);
    return started;
  };
}
