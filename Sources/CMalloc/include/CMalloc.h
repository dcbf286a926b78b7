#ifndef CMALLOC_H
#define CMALLOC_H

/// glibc's malloc tuning (`mallopt` and its `M_*` parameters), which Swift's Glibc module
/// does not include. Empty where there is no <malloc.h>.
#if defined(__linux__)
#include <malloc.h>
#endif

#endif
