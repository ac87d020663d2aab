/**
 * Prints one plain closing line, "jest: N passed, N failed, N skipped", so a CI log reader that
 * does not know Jest's own summary format still sees how many tests ran.
 */
class PlainSummaryReporter {
  onRunComplete(_contexts, results) {
    const skipped = results.numPendingTests + results.numTodoTests;
    process.stdout.write(`jest: ${results.numPassedTests} passed, ${results.numFailedTests} failed, ${skipped} skipped\n`);
  }
}
module.exports = PlainSummaryReporter;
