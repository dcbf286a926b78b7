#define _GNU_SOURCE
#include "ThreadPriority.h"

#include <errno.h>
#include <sys/resource.h>
#include <unistd.h>

int thread_priority_lower_to_lowest(void) {
#if defined(__linux__)
    return setpriority(PRIO_PROCESS, (id_t)gettid(), 19);
#else
    errno = ENOSYS;
    return -1;
#endif
}

int thread_priority_nice_value(void) {
#if defined(__linux__)
    errno = 0;
    return getpriority(PRIO_PROCESS, (id_t)gettid());
#else
    return 0;
#endif
}
