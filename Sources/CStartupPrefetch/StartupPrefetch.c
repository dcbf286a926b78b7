// Start-up advice to the kernel about the homescreen program's own file.
//
// When the kernel has dropped the program's pages from its cache (memory pressure, or a VM
// whose DAMON scheme pages out what was not used for a minute), every first touch of a page
// is a fault that reads the file, and a fault reads a whole read-ahead window around the page:
// with the 8 MB `read_ahead_kb` of the VM this was measured on, a start from a paged-out
// binary read 55 MB of it in about 19 faults, one after the other, before the first frame.
//
// Two pieces of advice, given in the first constructor of the program:
// - The data segments are marked for random access (MADV_RANDOM). They hold ICU's 34 MB data
//   table, of which start-up reads a few pages: those faults now read one page each instead
//   of 8 MB.
// - The code segment is asked for as a whole (POSIX_FADV_WILLNEED), on a thread of its own so
//   that not even the request delays start-up. Code is read almost whole anyway (the kernel
//   ignores MADV_RANDOM for executable mappings); asked for at once, it streams at the disk's
//   speed while start-up goes on instead of arriving one fault at a time.
// Warm, every page is cached: the advice costs a few system calls and changes nothing.
// The debug sections, which follow the segments in the file, are never read.
#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <sys/mman.h>
#include <unistd.h>
#endif

#include "CStartupPrefetch.h"

#if defined(__linux__)

enum { max_segments = 16 };

struct segment_list {
    startup_segment *segments;
    int capacity;
    int count;
};

static int collect_main_program(struct dl_phdr_info *info, size_t size, void *data) {
    (void)size;
    struct segment_list *list = data;
    const uintptr_t page = (uintptr_t)sysconf(_SC_PAGESIZE);
    for (int i = 0; i < info->dlpi_phnum; i++) {
        const ElfW(Phdr) *header = &info->dlpi_phdr[i];
        if (header->p_type != PT_LOAD || header->p_filesz == 0) continue;
        if (list->count < list->capacity) {
            const uintptr_t start = info->dlpi_addr + header->p_vaddr;
            startup_segment *segment = &list->segments[list->count];
            segment->file_offset = (long long)header->p_offset;
            segment->file_length = (long long)header->p_filesz;
            segment->address = (unsigned long)(start & ~(page - 1));
            segment->length = (unsigned long)(start + header->p_filesz - segment->address);
            segment->executable = (header->p_flags & PF_X) != 0;
        }
        list->count++;
    }
    // The first object reported is the main program; stop there.
    return 1;
}

int startup_prefetch_segments(startup_segment *segments, int capacity) {
    struct segment_list list = { segments, capacity, 0 };
    dl_iterate_phdr(collect_main_program, &list);
    return list.count < capacity ? list.count : capacity;
}

// Advice only: a call the kernel refuses leaves the start as it would have been.
static void advise_random_access(const startup_segment *segments, int count) {
    for (int i = 0; i < count; i++) {
        if (!segments[i].executable) (void)madvise((void *)segments[i].address, segments[i].length, MADV_RANDOM);
    }
}

static void advise_read_ahead(const startup_segment *segments, int count) {
    int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    for (int i = 0; i < count; i++) {
        if (segments[i].executable) {
            (void)posix_fadvise(fd, segments[i].file_offset, segments[i].file_length, POSIX_FADV_WILLNEED);
        }
    }
    close(fd);
}

// The constructor's plan, written before its thread starts and only read after.
static startup_segment planned[max_segments];
static int planned_count = 0;

static void *read_ahead_thread(void *unused) {
    (void)unused;
    advise_read_ahead(planned, planned_count);
    return NULL;
}

// Priority 101: the first of the program's constructors, before the Swift runtime and
// Foundation initialise (they fault too).
__attribute__((constructor(101)))
static void startup_prefetch(void) {
    planned_count = startup_prefetch_segments(planned, max_segments);
    if (planned_count == 0) return;
    advise_random_access(planned, planned_count);
    pthread_attr_t attributes;
    if (pthread_attr_init(&attributes) != 0) return;
    pthread_attr_setdetachstate(&attributes, PTHREAD_CREATE_DETACHED);
    pthread_attr_setstacksize(&attributes, 64 * 1024);
    pthread_t thread;
    if (pthread_create(&thread, &attributes, read_ahead_thread, NULL) != 0) advise_read_ahead(planned, planned_count);
    pthread_attr_destroy(&attributes);
}

#else

int startup_prefetch_segments(startup_segment *segments, int capacity) {
    (void)segments; (void)capacity;
    return 0;
}

#endif
