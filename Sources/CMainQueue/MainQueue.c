#include "MainQueue.h"

#if defined(__linux__)
// libdispatch's entry points for CoreFoundation's run loop (dispatch/private/queue_private.h):
// on Linux the handle is an eventfd that libdispatch writes to when the main queue has work.
extern int _dispatch_get_main_queue_handle_4CF(void);
extern void _dispatch_main_queue_callback_4CF(void *message);

int main_queue_wake_descriptor(void) { return _dispatch_get_main_queue_handle_4CF(); }

void main_queue_drain(void) { _dispatch_main_queue_callback_4CF(0); }
#else
int main_queue_wake_descriptor(void) { return -1; }

void main_queue_drain(void) {}
#endif
