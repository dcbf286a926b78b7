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
} startup_segment;

/// Writes up to `capacity` loadable segments of the main program (not of its shared
/// libraries) to `segments`; returns how many there are (0 where this does not apply).
int startup_prefetch_segments(startup_segment *segments, int capacity);

// The advice itself is given by a constructor of this module when the program loads (see
// StartupPrefetch.c); linking the module is all a program does to have it.

#endif
