#ifndef CUNICODEWIDTH_H
#define CUNICODEWIDTH_H

#include <stdint.h>

/// The number of terminal columns glibc's wcwidth gives `scalar` under a UTF-8 locale
/// (C.UTF-8, else the first UTF-8 locale found), independent of the process locale.
/// ncurses measures text with the same function, so layout and screen agree.
/// Returns -1 for a non-printable or unassigned code point, and -2 when no UTF-8 locale
/// exists on this machine (the caller then falls back to its own tables).
int hs_wcwidth(uint32_t scalar);

/// hs_wcwidth for the `count` code points from `first`, written to `widths` (surrogates -1),
/// with the locale switched once for them all: a table of the Basic Multilingual Plane in one
/// call. Returns 0, writing nothing, when no UTF-8 locale exists (as hs_wcwidth's -2).
int hs_wcwidths(uint32_t first, uint32_t count, int8_t *widths);

#endif
