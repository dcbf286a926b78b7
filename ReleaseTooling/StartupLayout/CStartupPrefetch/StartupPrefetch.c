// Start-up advice to the kernel about the homescreen program's own file.
//
// When the kernel has dropped the program's pages from its cache (memory pressure, or a VM
// whose DAMON scheme pages out what was not used for a minute), every first touch of a page
// is a fault that reads the file, and a fault reads a whole read-ahead window around the page:
// with the 8 MB `read_ahead_kb` of the VM this was measured on, a start from a paged-out
// binary read 55 MB of it in about 19 faults, one after the other, before the first frame.
//
// Release builds on Linux are linked with homescreen.ld, which puts what start-up
// touches at the front of the file (the functions of startup-order.txt first in the
// code) and ICU's data table last. The advice, given in the program's first constructor:
// - Every segment is marked for random access (MADV_RANDOM). A fault in data reads its page,
//   not a window around it: ICU's 34 MB table is read one page a fault instead of 8 MB. In
//   code, Linux 6.18 still reads a window around a fault (its read-around for executable
//   mappings comes before the check), so a function missing from the start-up list still
//   costs a window; the advice does stop the asynchronous read-ahead a marked page starts.
// - On a thread of its own, so that not even the requests delay start-up, the parts start-up
//   reads are asked for at once (POSIX_FADV_WILLNEED) and stream in at the disk's speed while
//   start-up goes on: the items of ICU's table that a start reads (the first frame formats
//   dates in the user's time zone), and the start-up functions of the code segment. Without
//   the layout, the whole code segment.
// Warm, every page is cached: the advice costs a few system calls and changes nothing.
// The debug sections, which follow the segments in the file, are never read.
#if defined(__linux__)
#define _GNU_SOURCE
#include <fcntl.h>
#include <link.h>
#include <pthread.h>
#include <sys/mman.h>
#include <stdint.h>
#include <unistd.h>
#endif

#include "CStartupPrefetch.h"

#if defined(__linux__)

enum { max_segments = 16 };

// Set by homescreen.ld; a weak reference, so its address is 0 in a program linked
// without the script.
extern const char homescreen_startup_layout __attribute__((weak));

int startup_layout_applied(void) {
    return &homescreen_startup_layout != 0;
}

// The last function of startup-order.txt, in a section of its own: lld places it right
// after the start-up functions, so its address is where they end.
__attribute__((section(".text.startup_hot_text_end"), noinline, used))
void startup_hot_text_end(void) {
    __asm__ volatile("");
}

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
            segment->writable = (header->p_flags & PF_W) != 0;
            segment->startup_length = segment->file_length;
            const uintptr_t hot_end = (uintptr_t)&startup_hot_text_end;
            if (segment->executable && startup_layout_applied() && hot_end > start && hot_end < start + header->p_filesz) {
                segment->startup_length = (long long)(hot_end - start);
            }
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
    for (int i = 0; i < count; i++) (void)madvise((void *)segments[i].address, segments[i].length, MADV_RANDOM);
}

// The items of ICU's table that a start of the home screen reads, measured with a trace of
// its major faults (Foundation's locale, calendar and time zone, and number formats).
static const char *const startup_icu_items[] = {
    "keyTypeData.res", "timezoneTypes.res", "zoneinfo64.res", "supplementalData.res",
    "likelySubtags.res", "pool.res", "root.res", "en.res", "en_US_POSIX.res",
    "numberingSystems.res", "curr/supplementalData.res", "curr/pool.res", "curr/root.res",
    "curr/en.res",
};

// Asks for `length` bytes from `offset` in pieces: the kernel reads at most one read-ahead
// window (or one device request) of a single POSIX_FADV_WILLNEED and drops the rest, so a
// 9.5 MB request read 8 MB here, and would read 128 KB where `read_ahead_kb` is the default.
static void advise_will_need(int fd, long long offset, long long length) {
    enum { piece = 128 * 1024 };
    for (long long done = 0; done < length; done += piece) {
        (void)posix_fadvise(fd, offset + done, length - done < piece ? length - done : piece, POSIX_FADV_WILLNEED);
    }
}

// The items of ICU's table a start reads (its table of contents must have been asked for:
// the search reads it). `startup_icu_item` finds nothing in a segment that is not ICU's.
static void advise_icu_items(int fd, const startup_segment *segment) {
    const long page = sysconf(_SC_PAGESIZE);
    const unsigned char *data = (const unsigned char *)(segment->address + (unsigned long)(segment->file_offset & (page - 1)));
    const unsigned long size = (unsigned long)segment->file_length;
    for (size_t i = 0; i < sizeof startup_icu_items / sizeof startup_icu_items[0]; i++) {
        unsigned long offset, length;
        if (startup_icu_item(data, size, startup_icu_items[i], &offset, &length)) {
            advise_will_need(fd, segment->file_offset + (long long)offset, (long long)length);
        }
    }
}

// Everything is asked for before anything waits for a page, in the order start-up needs it:
// ICU's table of contents (with the layout, its table is the last segment; the 256 KB hold
// the table and its names in ICU 76), the start-up code, then the ICU items, found by a search
// of the table of contents that waits for its pages.
static void advise_read_ahead(const startup_segment *segments, int count) {
    int fd = open("/proc/self/exe", O_RDONLY | O_CLOEXEC);
    if (fd < 0) return;
    const startup_segment *last = count > 0 ? &segments[count - 1] : NULL;
    const int icu = startup_layout_applied() && last != NULL && !last->executable && !last->writable;
    if (icu) advise_will_need(fd, last->file_offset, last->file_length < 256 * 1024 ? last->file_length : 256 * 1024);
    for (int i = 0; i < count; i++) {
        if (segments[i].executable) advise_will_need(fd, segments[i].file_offset, segments[i].startup_length);
    }
    if (icu) advise_icu_items(fd, last);
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

int startup_layout_applied(void) {
    return 0;
}

#endif
