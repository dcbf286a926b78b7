#ifndef CPICTUREDECODE_H
#define CPICTUREDECODE_H

#include <stddef.h>
#include <stdint.h>

/// The formats the decoder knows by their first bytes.
#define HS_PICTURE_UNKNOWN 0
#define HS_PICTURE_PNG 1
#define HS_PICTURE_JPEG 2
#define HS_PICTURE_WEBP 3

/// The most source pixels a picture may have (120 megapixels): more is a "huge" picture,
/// refused rather than decoded.
#define HS_PICTURE_MAX_SOURCE_PIXELS 120000000.0

/// What a probe or a decode found. `rgba` (decode only) is `width_out * height_out * 4` bytes
/// from malloc, to be released with hs_picture_free; `error` says what went wrong when the
/// call returns 0.
typedef struct {
    int format;
    int width;
    int height;
    int width_out;
    int height_out;
    uint8_t *rgba;
    char error[200];
} HSPicture;

/// The format of `bytes` from its first bytes (at least 12 are needed).
int hs_picture_format(const uint8_t *bytes, size_t count);

/// Reads the header of an encoded picture in memory (or, with `path` set, in a file): its
/// format and size. Returns 1 on success, 0 with `out->error` set.
int hs_picture_probe(const uint8_t *data, size_t size, const char *path, HSPicture *out);

/// Decodes an encoded picture in memory (or, with `path` set, streamed from a file),
/// downsampled on the way to fit `max_width` x `max_height` pixels (its aspect ratio kept,
/// never enlarged): JPEG through libjpeg's DCT scaling and PNG row by row, so a huge image is
/// never held whole. Returns 1 on success, 0 with `out->error` set.
int hs_picture_decode(const uint8_t *data, size_t size, const char *path, int max_width, int max_height, HSPicture *out);

/// True when libwebp could be loaded (dlopen): WebP pictures decode only then.
int hs_picture_webp_available(void);

/// Releases a decode's pixels.
void hs_picture_free(HSPicture *picture);

#endif
