#ifndef CTHREADPRIORITY_H
#define CTHREADPRIORITY_H

/// Lowers the calling thread, and only it, to the lowest scheduling priority (nice 19): it
/// still runs on a busy machine, but gives way to every other thread of the program. On Linux
/// the nice value belongs to each thread. A thread cannot raise it again without privileges,
/// so use this on a thread of your own that ends with its work. Returns 0, or -1 with errno.
int thread_priority_lower_to_lowest(void);

/// The calling thread's nice value (0 for a normal thread, 19 after the call above).
int thread_priority_nice_value(void);

#endif
