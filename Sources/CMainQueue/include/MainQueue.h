#ifndef CMAINQUEUE_H
#define CMAINQUEUE_H

/// The main dispatch queue seen from a loop of one's own on the main thread, as
/// CoreFoundation's run loop sees it on Linux: libdispatch has no public call for either,
/// only the two functions it exports for CoreFoundation (`_dispatch_get_main_queue_handle_4CF`
/// and `_dispatch_main_queue_callback_4CF`, declared in its private headers). The home
/// screen's main thread waits on the terminal and on this descriptor together (see
/// `MainThreadLoop` and ARCHITECTURE.md).

/// An eventfd that becomes readable when work is handed to the main queue. Read it (8 bytes)
/// to take the wakeup, then call `main_queue_drain`. -1 where libdispatch has none.
int main_queue_wake_descriptor(void);

/// Runs the work waiting on the main queue. Only on the main thread.
void main_queue_drain(void);

#endif
