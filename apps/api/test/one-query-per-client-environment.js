// The API tests' environment: Node's, plus one rule. pg's warning "client.query() when the client
// is already executing a query" (queries run concurrently on one client, which pg 9 refuses) fails
// the test during which it was printed, or the file if it came after its last test. The warning
// reaches only the real process, outside the tests' sandbox: hence an environment, not a setup file.
const { TestEnvironment } = require('jest-environment-node');

const CONCURRENT_QUERY = /already executing a query/;

class OneQueryPerClientEnvironment extends TestEnvironment {
  seen = [];
  onWarning = (warning) => {
    if (CONCURRENT_QUERY.test(warning.message)) this.seen.push(warning);
  };

  async setup() {
    await super.setup();
    process.on('warning', this.onWarning);
  }

  async handleTestEvent(event) {
    if (event.name !== 'test_done' || this.seen.length === 0) return;
    // Printed on the next tick: give it that tick before the test is judged.
    await new Promise((resolve) => setImmediate(resolve));
    event.test.errors.push(failure(this.seen));
    this.seen = [];
  }

  async teardown() {
    process.off('warning', this.onWarning);
    await super.teardown();
    if (this.seen.length > 0) throw failure(this.seen);
  }
}

function failure(seen) {
  return new Error(
    `Queries were run concurrently on one pg client (pg 9 refuses it): ${seen[0].message}\n` +
      `${seen[0].stack ?? ''}`,
  );
}

module.exports = OneQueryPerClientEnvironment;
