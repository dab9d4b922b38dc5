import { BoundedWork } from './bounded-work';

/** A job that runs until `finish` is called. */
function job() {
  let finish: (fail?: boolean) => void = () => undefined;
  let started = false;
  const done = new Promise<string>((resolve, reject) => {
    finish = (fail = false) => (fail ? reject(new Error('failed')) : resolve('done'));
  });
  return {
    run: () => {
      started = true;
      return done;
    },
    finish: (fail?: boolean) => finish(fail),
    started: () => started,
  };
}

const turns = () => new Promise((resolve) => setImmediate(resolve));

describe('BoundedWork', () => {
  const refused = new Error('busy');
  let sut: BoundedWork;

  beforeEach(() => {
    sut = new BoundedWork(2, 1, () => refused);
  });

  it('runs two at once, queues one, refuses the fourth at once', async () => {
    const [first, second, third, fourth] = [job(), job(), job(), job()];
    const answers = [first, second, third].map((each) => sut.run(each.run));
    await turns();
    expect([first.started(), second.started(), third.started()]).toEqual([true, true, false]);
    await expect(sut.run(fourth.run)).rejects.toBe(refused);
    expect(fourth.started()).toBe(false);
    first.finish();
    await turns();
    expect(third.started()).toBe(true);
    second.finish();
    third.finish();
    await expect(Promise.all(answers)).resolves.toEqual(['done', 'done', 'done']);
  });

  it('passes the turn on when a job fails, and frees its place', async () => {
    const [failing, waiting] = [job(), job()];
    const failed = sut.run(failing.run);
    const other = job();
    const running = sut.run(other.run);
    const next = sut.run(waiting.run);
    failing.finish(true);
    await expect(failed).rejects.toThrow('failed');
    await turns();
    expect(waiting.started()).toBe(true);
    other.finish();
    waiting.finish();
    await Promise.all([running, next]);
    const [a, b, c] = [job(), job(), job()];
    const again = [a, b, c].map((each) => sut.run(each.run));
    await turns();
    expect([a.started(), b.started(), c.started()]).toEqual([true, true, false]);
    [a, b, c].forEach((each) => each.finish());
    await Promise.all(again);
  });

  it('lets a job that may jump wait in the line served first, asked only when the queue is full', async () => {
    const [first, second, third, fourth, jumping, refusedJob] = [
      job(),
      job(),
      job(),
      job(),
      job(),
      job(),
    ];
    const asked: string[] = [];
    const may = (name: string, answer: boolean) => () => {
      asked.push(name);
      return Promise.resolve(answer);
    };
    const answers = [first, second, third].map((each) => sut.run(each.run, may('early', true)));
    await turns();
    await expect(sut.run(fourth.run)).rejects.toBe(refused);
    await expect(sut.run(refusedJob.run, may('stranger', false))).rejects.toBe(refused);
    const jumped = sut.run(jumping.run, may('known', true));
    await turns();
    expect(asked).toEqual(['stranger', 'known']);
    first.finish();
    await turns();
    expect([jumping.started(), third.started()]).toEqual([true, false]);
    second.finish();
    await turns();
    expect(third.started()).toBe(true);
    [third, jumping].forEach((each) => each.finish());
    await Promise.all([...answers, jumped]);
  });
});
