// CMalloc is a header-only module (include/CMalloc.h); SwiftPM needs one source file.
