#define _GNU_SOURCE
#include "CUnicodeWidth.h"
#include <locale.h>
#include <pthread.h>
#include <wchar.h>
#include <stddef.h>

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t utf8_once = PTHREAD_ONCE_INIT;

static void make_utf8_locale(void) {
    static const char *const names[] = {"C.UTF-8", "C.utf8", "en_US.UTF-8", "en_US.utf8", NULL};
    for (int i = 0; names[i] != NULL; i++) {
        locale_t made = newlocale(LC_CTYPE_MASK, names[i], (locale_t)0);
        if (made != (locale_t)0) {
            utf8_locale = made;
            return;
        }
    }
}

int hs_wcwidth(uint32_t scalar) {
    pthread_once(&utf8_once, make_utf8_locale);
    if (utf8_locale == (locale_t)0) {
        return -2;
    }
    // uselocale is per thread and cheap; it leaves the process locale (and curses) alone.
    locale_t previous = uselocale(utf8_locale);
    int width = wcwidth((wchar_t)scalar);
    uselocale(previous);
    return width;
}

int hs_wcwidths(uint32_t first, uint32_t count, int8_t *widths) {
    pthread_once(&utf8_once, make_utf8_locale);
    if (utf8_locale == (locale_t)0) {
        return 0;
    }
    // One switch of the thread's locale for the whole range, not two a code point.
    locale_t previous = uselocale(utf8_locale);
    for (uint32_t i = 0; i < count; i++) {
        uint32_t scalar = first + i;
        if (scalar >= 0xD800 && scalar <= 0xDFFF) {
            widths[i] = -1; // surrogates are not scalars
            continue;
        }
        int width = wcwidth((wchar_t)scalar);
        widths[i] = (int8_t)(width < -1 ? -1 : (width > 2 ? 2 : width));
    }
    uselocale(previous);
    return 1;
}
