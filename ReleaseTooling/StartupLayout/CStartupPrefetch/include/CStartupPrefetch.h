#ifndef CSTARTUPPREFETCH_H
#define CSTARTUPPREFETCH_H

/// One loadable segment (PT_LOAD) of the running program: where it lies in the program's file
/// and where it is mapped.
typedef struct {
    /// The segment's offset in the program file, in bytes.
    long long file_offset;
    /// The bytes of the segment that come from the file.
    long long file_length;
    /// The page-aligned start of its mapping.
    unsigned long address;
    /// The length of the file-backed part of its mapping from `address`, in bytes.
    unsigned long length;
    /// 1 for code (PF_X), else 0.
    int executable;
    /// 1 for data the program writes (PF_W), else 0.
    int writable;
    /// The bytes from `file_offset` that start-up reads: for the code segment of a program
    /// linked with homescreen.ld, the functions of startup-order.txt (they come
    /// first); for any other segment, `file_length`.
    long long startup_length;
} startup_segment;

/// Writes up to `capacity` loadable segments of the main program (not of its shared
/// libraries) to `segments`; returns how many there are (0 where this does not apply).
int startup_prefetch_segments(startup_segment *segments, int capacity);

/// 1 when the program was linked with homescreen.ld (release builds on Linux), else 0.
int startup_layout_applied(void);

/// Finds the item `name` ("zoneinfo64.res", "curr/en.res": the name after the package's
/// "icudt76l/" prefix) in ICU common data (a "CmnD" package, as ICU links its data into a
/// program) of `size` bytes at `data`. On success returns 1 and sets `offset` (from `data`)
/// and `length`; returns 0 when `data` is not common data or holds no such item. Reads only
/// the header, the table of contents and the names it compares.
int startup_icu_item(const unsigned char *data, unsigned long size, const char *name,
                     unsigned long *offset, unsigned long *length);

// The advice itself is given by a constructor of this module when the program loads (see
// StartupPrefetch.c); linking the module is all a program does to have it.

#endif
