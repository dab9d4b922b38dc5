/**
 * `run` called at most once per `ms`, however often the result is called: the first call runs
 * at once, the calls during the next `ms` make one more run at its end. For the reloads live
 * events ask for: a burst of 500 events makes two requests, not 500.
 */
export function coalesce(run: () => void, ms: number): () => void {
  let waiting = false;
  let again = false;
  const fire = () => {
    run();
    waiting = true;
    setTimeout(() => {
      waiting = false;
      if (again) {
        again = false;
        fire();
      }
    }, ms);
  };
  return () => {
    if (waiting) again = true;
    else fire();
  };
}
