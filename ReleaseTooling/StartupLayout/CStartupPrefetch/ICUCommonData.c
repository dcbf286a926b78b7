// The table of contents of ICU common data: the package format ("CmnD") in which ICU links its
// data into a program (the icudt<version>_dat symbol). Read to find the few items a start of
// the home screen reads, so that they can be asked for at once (see StartupPrefetch.c).
//
// Layout (ICU's udata.h and ucmndata.h): a header of `headerSize` bytes that starts with the
// magic bytes 0xda 0x27 and holds a UDataInfo whose data format is "CmnD"; then the table of
// contents: a uint32 count and `count` pairs of uint32 (name offset, data offset), both from
// the table's start, sorted by name; items follow in the same order.
#include <stdint.h>
#include <string.h>

#include "CStartupPrefetch.h"

static uint32_t read_u32(const unsigned char *bytes) {
    uint32_t value;
    memcpy(&value, bytes, sizeof value);
    return value;
}

static uint16_t read_u16(const unsigned char *bytes) {
    uint16_t value;
    memcpy(&value, bytes, sizeof value);
    return value;
}

// The entry's name from after its package prefix ("icudt76l/"), or NULL when it runs past
// the data or has no prefix.
static const char *entry_name(const unsigned char *table, unsigned long table_size, uint32_t name_offset) {
    if (name_offset >= table_size) return NULL;
    const char *name = (const char *)table + name_offset;
    const char *end = memchr(name, '\0', table_size - name_offset);
    if (end == NULL) return NULL;
    const char *slash = memchr(name, '/', (size_t)(end - name));
    return slash == NULL ? NULL : slash + 1;
}

int startup_icu_item(const unsigned char *data, unsigned long size, const char *name,
                     unsigned long *offset, unsigned long *length) {
    // MappedData (headerSize, 0xda, 0x27), then UDataInfo: size, reserved, isBigEndian,
    // charsetFamily, sizeofUChar, reserved, dataFormat[4].
    enum { data_format_at = 4 + 8, minimum_header = data_format_at + 4 };
    if (data == NULL || name == NULL || size < minimum_header) return 0;
    if (data[2] != 0xda || data[3] != 0x27) return 0;
    if (memcmp(data + data_format_at, "CmnD", 4) != 0) return 0;
    const unsigned long header_size = read_u16(data);
    if (header_size < minimum_header || header_size + 4 > size) return 0;
    const unsigned char *table = data + header_size;
    const unsigned long table_size = size - header_size;
    const uint32_t count = read_u32(table);
    if (count == 0 || (unsigned long)count > (table_size - 4) / 8) return 0;
    const unsigned char *entries = table + 4;

    // Binary search by name, as ICU does.
    uint32_t low = 0, high = count;
    while (low < high) {
        const uint32_t middle = low + (high - low) / 2;
        const char *candidate = entry_name(table, table_size, read_u32(entries + 8 * middle));
        if (candidate == NULL) return 0;
        const int order = strcmp(candidate, name);
        if (order == 0) {
            const uint32_t start = read_u32(entries + 8 * middle + 4);
            const unsigned long end = middle + 1 < count ? read_u32(entries + 8 * (middle + 1) + 4) : table_size;
            if (start >= end || end > table_size) return 0;
            *offset = header_size + start;
            *length = end - start;
            return 1;
        }
        if (order < 0) low = middle + 1; else high = middle;
    }
    return 0;
}
