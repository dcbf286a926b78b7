#ifndef CTESTLOGSTART_H
#define CTESTLOGSTART_H

/// Defined by TestSupport (`TestLog.start`): points swift-log at the tests' handler.
void hs_test_log_start(void);

#endif
