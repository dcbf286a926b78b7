// Runs before the test runner's main, so that every logger the code under test makes (many are
// made once, in static properties) writes to the tests' handler: Swift Testing has no hook
// that runs before the first test.
#include "CTestLogStart.h"

__attribute__((constructor)) static void hs_test_log_constructor(void) {
    hs_test_log_start();
}
