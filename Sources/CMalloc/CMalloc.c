#define _GNU_SOURCE
#include "CMalloc.h"

#include <errno.h>
#include <pthread.h>

int memory_set_default_thread_stack(size_t bytes) {
#if defined(__GLIBC__)
    pthread_attr_t attributes;
    int result = pthread_attr_init(&attributes);
    if (result != 0) return result;
    result = pthread_attr_setstacksize(&attributes, bytes);
    if (result == 0) result = pthread_setattr_default_np(&attributes);
    pthread_attr_destroy(&attributes);
    return result;
#else
    (void)bytes;
    return ENOSYS;
#endif
}
