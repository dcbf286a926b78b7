#ifndef CMALLOC_H
#define CMALLOC_H

#include <stddef.h>

/// glibc's malloc tuning (`mallopt` and its `M_*` parameters), which Swift's Glibc module
/// does not include. Empty where there is no <malloc.h>.
#if defined(__linux__)
#include <malloc.h>
#endif

/// Sets the stack reserved for every thread started from now on without a size of its own
/// (Dispatch's workers among them) to `bytes` (glibc's pthread_setattr_default_np, which
/// Swift's Glibc module does not export). An extension's data limit counts reserved stacks:
/// at the default 8 MB, four threads take 32 MB of the bundled widgets' 48. Returns 0, or an
/// error number (ENOSYS where there is no such call).
int memory_set_default_thread_stack(size_t bytes);

#endif
