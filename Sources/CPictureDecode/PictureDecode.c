// Decoding PNG (libpng), JPEG (libjpeg) and, when libwebp is on the machine, WebP (dlopen),
// downsampled while decoding. Both libraries report errors by longjmp, which must not cross
// Swift frames: everything between setjmp and the end of a decode is in this file.

#include "PictureDecode.h"

#include <dlfcn.h>
#include <png.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
// jpeglib.h needs stdio.h (FILE, size_t) before it.
#include <jpeglib.h>

static void set_error(HSPicture *out, const char *format, ...) {
    va_list arguments;
    va_start(arguments, format);
    vsnprintf(out->error, sizeof out->error, format, arguments);
    va_end(arguments);
}

int hs_picture_format(const uint8_t *bytes, size_t count) {
    static const uint8_t png[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'};
    if (count >= 8 && memcmp(bytes, png, 8) == 0) return HS_PICTURE_PNG;
    if (count >= 3 && bytes[0] == 0xff && bytes[1] == 0xd8 && bytes[2] == 0xff) return HS_PICTURE_JPEG;
    if (count >= 12 && memcmp(bytes, "RIFF", 4) == 0 && memcmp(bytes + 8, "WEBP", 4) == 0) return HS_PICTURE_WEBP;
    return HS_PICTURE_UNKNOWN;
}

// MARK: - Fitting and downsampling

/// The size of `width` x `height` scaled down (never up) to fit `max_width` x `max_height`.
static void fit(int width, int height, int max_width, int max_height, int *out_width, int *out_height) {
    double scale = 1.0;
    if (max_width > 0 && width > max_width) scale = (double)max_width / width;
    if (max_height > 0 && height * scale > max_height) scale = (double)max_height / height;
    int w = (int)(width * scale + 0.5), h = (int)(height * scale + 0.5);
    *out_width = w < 1 ? 1 : (w > width ? width : w);
    *out_height = h < 1 ? 1 : (h > height ? height : h);
}

/// Box-filter downsampling fed one source row at a time: each target pixel is the
/// alpha-weighted mean of the source pixels that fall in it, so only one row of sums is kept.
typedef struct {
    int source_width, source_height, width, height;
    int row; // the target row being summed, -1 before the first
    uint64_t *sums; // per target column: red*alpha, green*alpha, blue*alpha, alpha, count
    uint8_t *rgba;
} Downsampler;

static int downsampler_start(Downsampler *d, int source_width, int source_height, int width, int height) {
    d->source_width = source_width;
    d->source_height = source_height;
    d->width = width;
    d->height = height;
    d->row = -1;
    d->sums = calloc((size_t)width * 5, sizeof(uint64_t));
    d->rgba = calloc((size_t)width * height, 4);
    return d->sums != NULL && d->rgba != NULL;
}

static void downsampler_flush(Downsampler *d) {
    if (d->row < 0) return;
    uint8_t *out = d->rgba + (size_t)d->row * d->width * 4;
    for (int x = 0; x < d->width; x++) {
        uint64_t *sum = d->sums + (size_t)x * 5;
        if (sum[4] > 0 && sum[3] > 0) {
            out[x * 4 + 0] = (uint8_t)((sum[0] + sum[3] / 2) / sum[3]);
            out[x * 4 + 1] = (uint8_t)((sum[1] + sum[3] / 2) / sum[3]);
            out[x * 4 + 2] = (uint8_t)((sum[2] + sum[3] / 2) / sum[3]);
            out[x * 4 + 3] = (uint8_t)((sum[3] + sum[4] / 2) / sum[4]);
        }
    }
    memset(d->sums, 0, (size_t)d->width * 5 * sizeof(uint64_t));
}

/// Adds source row `y`, `components` bytes a pixel (1 gray, 3 RGB, 4 RGBA or CMYK inverted
/// when `cmyk` is set).
static void downsampler_add(Downsampler *d, int y, const uint8_t *row, int components, int cmyk) {
    int target = (int)((int64_t)y * d->height / d->source_height);
    if (target != d->row) {
        downsampler_flush(d);
        d->row = target;
    }
    for (int x = 0; x < d->source_width; x++) {
        const uint8_t *p = row + (size_t)x * components;
        unsigned r, g, b, a = 255;
        if (components == 1) {
            r = g = b = p[0];
        } else if (cmyk) {
            // Adobe's CMYK JPEGs store the inks inverted: 255 is no ink.
            r = p[0] * p[3] / 255;
            g = p[1] * p[3] / 255;
            b = p[2] * p[3] / 255;
        } else {
            r = p[0];
            g = p[1];
            b = p[2];
            if (components == 4) a = p[3];
        }
        uint64_t *sum = d->sums + (size_t)((int64_t)x * d->width / d->source_width) * 5;
        sum[0] += (uint64_t)r * a;
        sum[1] += (uint64_t)g * a;
        sum[2] += (uint64_t)b * a;
        sum[3] += a;
        sum[4] += 1;
    }
}

static void downsampler_finish(Downsampler *d, HSPicture *out) {
    downsampler_flush(d);
    free(d->sums);
    d->sums = NULL;
    out->rgba = d->rgba;
    out->width_out = d->width;
    out->height_out = d->height;
    d->rgba = NULL;
}

static void downsampler_discard(Downsampler *d) {
    free(d->sums);
    free(d->rgba);
    d->sums = NULL;
    d->rgba = NULL;
}

static int check_size(HSPicture *out) {
    if (out->width <= 0 || out->height <= 0) {
        set_error(out, "the picture has no pixels (%d x %d)", out->width, out->height);
        return 0;
    }
    if ((double)out->width * out->height > HS_PICTURE_MAX_SOURCE_PIXELS) {
        set_error(out, "the picture is too large: %d x %d pixels (at most %.0f megapixels)", out->width, out->height,
                  HS_PICTURE_MAX_SOURCE_PIXELS / 1e6);
        return 0;
    }
    return 1;
}

// MARK: - PNG

typedef struct {
    const uint8_t *data;
    size_t size, offset;
} MemoryReader;

typedef struct {
    jmp_buf jump;
    HSPicture *out;
} PNGContext;

static void png_read_memory(png_structp png, png_bytep bytes, size_t count) {
    MemoryReader *reader = png_get_io_ptr(png);
    if (reader->size - reader->offset < count) png_error(png, "the data ends early (truncated file)");
    memcpy(bytes, reader->data + reader->offset, count);
    reader->offset += count;
}

static void png_failed(png_structp png, png_const_charp message) {
    PNGContext *context = png_get_error_ptr(png);
    set_error(context->out, "PNG: %s", message);
    longjmp(context->jump, 1);
}

static void png_warned(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

/// Reads or decodes a PNG (`max_width` 0: the header only).
static int decode_png(FILE *file, MemoryReader *reader, int max_width, int max_height, HSPicture *out) {
    PNGContext context = {.out = out};
    png_structp png = png_create_read_struct(PNG_LIBPNG_VER_STRING, &context, png_failed, png_warned);
    if (png == NULL) {
        set_error(out, "PNG: out of memory");
        return 0;
    }
    png_infop info = png_create_info_struct(png);
    // Allocated before setjmp: a local changed after it would be indeterminate after longjmp.
    Downsampler *const downsampler = calloc(1, sizeof(Downsampler));
    uint8_t *volatile row = NULL;
    uint8_t *volatile whole = NULL;
    if (info == NULL || downsampler == NULL || setjmp(context.jump)) {
        free(row);
        free(whole);
        if (downsampler != NULL) downsampler_discard(downsampler);
        free(downsampler);
        png_destroy_read_struct(&png, &info, NULL);
        if (out->error[0] == 0) set_error(out, "PNG: out of memory");
        return 0;
    }
    if (file != NULL) {
        png_init_io(png, file);
    } else {
        png_set_read_fn(png, reader, png_read_memory);
    }
    png_set_user_limits(png, 1000000, 1000000);
    png_read_info(png, info);
    out->width = (int)png_get_image_width(png, info);
    out->height = (int)png_get_image_height(png, info);
    if (max_width == 0 || !check_size(out)) {
        png_destroy_read_struct(&png, &info, NULL);
        free(downsampler);
        return max_width == 0;
    }
    int color = png_get_color_type(png, info);
    png_set_expand(png);
    png_set_scale_16(png);
    if (color == PNG_COLOR_TYPE_GRAY || color == PNG_COLOR_TYPE_GRAY_ALPHA) png_set_gray_to_rgb(png);
    png_set_filler(png, 0xff, PNG_FILLER_AFTER);
    int passes = png_set_interlace_handling(png);
    png_read_update_info(png, info);
    size_t row_bytes = png_get_rowbytes(png, info);
    if (row_bytes != (size_t)out->width * 4) png_error(png, "unexpected row size after conversion to RGBA");
    int width, height;
    fit(out->width, out->height, max_width, max_height, &width, &height);
    if (!downsampler_start(downsampler, out->width, out->height, width, height)) png_error(png, "out of memory");
    if (passes > 1) {
        // An interlaced picture arrives in passes over the whole image: it is held whole, so
        // only while that stays small.
        if ((double)row_bytes * out->height > 32.0 * 1024 * 1024) {
            png_error(png, "an interlaced picture this large is not supported (more than 32 MB decoded)");
        }
        whole = malloc(row_bytes * out->height);
        png_bytep *rows = whole == NULL ? NULL : malloc(sizeof(png_bytep) * out->height);
        if (rows == NULL) png_error(png, "out of memory");
        for (int y = 0; y < out->height; y++) rows[y] = whole + row_bytes * y;
        png_read_image(png, rows);
        free(rows);
        for (int y = 0; y < out->height; y++) downsampler_add(downsampler, y, whole + row_bytes * y, 4, 0);
    } else {
        row = malloc(row_bytes);
        if (row == NULL) png_error(png, "out of memory");
        for (int y = 0; y < out->height; y++) {
            png_read_row(png, row, NULL);
            downsampler_add(downsampler, y, row, 4, 0);
        }
    }
    png_read_end(png, NULL);
    free(row);
    free(whole);
    downsampler_finish(downsampler, out);
    free(downsampler);
    png_destroy_read_struct(&png, &info, NULL);
    return 1;
}

// MARK: - JPEG

typedef struct {
    struct jpeg_error_mgr manager;
    jmp_buf jump;
    HSPicture *out;
    int warnings;
} JPEGErrors;

static void jpeg_failed(j_common_ptr jpeg) {
    JPEGErrors *errors = (JPEGErrors *)jpeg->err;
    char message[JMSG_LENGTH_MAX];
    (*jpeg->err->format_message)(jpeg, message);
    set_error(errors->out, "JPEG: %s", message);
    longjmp(errors->jump, 1);
}

/// A warning (a truncated or damaged file: libjpeg fills the rest with gray) is kept as an
/// error: a picture is shown whole or not at all.
static void jpeg_message(j_common_ptr jpeg, int level) {
    JPEGErrors *errors = (JPEGErrors *)jpeg->err;
    if (level >= 0 || errors->warnings++ > 0) return;
    char message[JMSG_LENGTH_MAX];
    (*jpeg->err->format_message)(jpeg, message);
    set_error(errors->out, "JPEG: %s", message);
}

static int decode_jpeg(FILE *file, const uint8_t *data, size_t size, int max_width, int max_height, HSPicture *out) {
    struct jpeg_decompress_struct jpeg;
    JPEGErrors errors = {.out = out};
    jpeg.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jpeg_failed;
    errors.manager.emit_message = jpeg_message;
    Downsampler *const downsampler = calloc(1, sizeof(Downsampler));
    uint8_t *volatile row = NULL;
    if (downsampler == NULL) {
        set_error(out, "JPEG: out of memory");
        return 0;
    }
    if (setjmp(errors.jump)) {
        free(row);
        downsampler_discard(downsampler);
        free(downsampler);
        jpeg_destroy_decompress(&jpeg);
        return 0;
    }
    jpeg_create_decompress(&jpeg);
    if (file != NULL) {
        jpeg_stdio_src(&jpeg, file);
    } else {
        jpeg_mem_src(&jpeg, data, (unsigned long)size);
    }
    jpeg_read_header(&jpeg, TRUE);
    out->width = (int)jpeg.image_width;
    out->height = (int)jpeg.image_height;
    if (max_width == 0 || !check_size(out)) {
        jpeg_destroy_decompress(&jpeg);
        free(downsampler);
        return max_width == 0;
    }
    int width, height;
    fit(out->width, out->height, max_width, max_height, &width, &height);
    // libjpeg scales by 1/2, 1/4 or 1/8 in its inverse DCT, for next to nothing: take the
    // smallest scale that still gives at least the pixels wanted, and box-filter the rest.
    jpeg.scale_num = 1;
    jpeg.scale_denom = 1;
    for (int denominator = 8; denominator > 1; denominator /= 2) {
        if ((out->width + denominator - 1) / denominator >= width && (out->height + denominator - 1) / denominator >= height) {
            jpeg.scale_denom = (unsigned)denominator;
            break;
        }
    }
    int cmyk = jpeg.jpeg_color_space == JCS_CMYK || jpeg.jpeg_color_space == JCS_YCCK;
    if (cmyk) {
        jpeg.out_color_space = JCS_CMYK;
    } else if (jpeg.jpeg_color_space == JCS_GRAYSCALE) {
        jpeg.out_color_space = JCS_GRAYSCALE;
    } else {
        jpeg.out_color_space = JCS_RGB;
    }
    jpeg_start_decompress(&jpeg);
    int components = jpeg.output_components;
    int source_width = (int)jpeg.output_width, source_height = (int)jpeg.output_height;
    if (width > source_width) width = source_width;
    if (height > source_height) height = source_height;
    if (!downsampler_start(downsampler, source_width, source_height, width, height)) {
        set_error(out, "JPEG: out of memory");
        longjmp(errors.jump, 1);
    }
    row = malloc((size_t)source_width * components);
    if (row == NULL) {
        set_error(out, "JPEG: out of memory");
        longjmp(errors.jump, 1);
    }
    while (jpeg.output_scanline < jpeg.output_height) {
        int y = (int)jpeg.output_scanline;
        JSAMPROW rows[1] = {row};
        if (jpeg_read_scanlines(&jpeg, rows, 1) != 1) break;
        downsampler_add(downsampler, y, row, components, cmyk);
    }
    jpeg_finish_decompress(&jpeg);
    free(row);
    row = NULL;
    if (errors.warnings > 0) {
        downsampler_discard(downsampler);
        free(downsampler);
        jpeg_destroy_decompress(&jpeg);
        return 0;
    }
    downsampler_finish(downsampler, out);
    free(downsampler);
    jpeg_destroy_decompress(&jpeg);
    return 1;
}

// MARK: - WebP (only where libwebp is installed)

typedef int (*WebPGetInfoFunction)(const uint8_t *, size_t, int *, int *);
typedef uint8_t *(*WebPDecodeRGBAFunction)(const uint8_t *, size_t, int *, int *);
typedef void (*WebPFreeFunction)(void *);

static struct {
    int tried;
    WebPGetInfoFunction getInfo;
    WebPDecodeRGBAFunction decodeRGBA;
    WebPFreeFunction free;
} webp;

static void load_webp(void) {
    if (webp.tried) return;
    webp.tried = 1;
    void *library = dlopen("libwebp.so.7", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) library = dlopen("libwebp.so", RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) return;
    webp.getInfo = (WebPGetInfoFunction)dlsym(library, "WebPGetInfo");
    webp.decodeRGBA = (WebPDecodeRGBAFunction)dlsym(library, "WebPDecodeRGBA");
    webp.free = (WebPFreeFunction)dlsym(library, "WebPFree");
    if (webp.free == NULL) webp.free = free;
}

int hs_picture_webp_available(void) {
    load_webp();
    return webp.getInfo != NULL && webp.decodeRGBA != NULL;
}

static int decode_webp(const uint8_t *data, size_t size, int max_width, int max_height, HSPicture *out) {
    if (!hs_picture_webp_available()) {
        set_error(out, "WebP pictures need libwebp, which is not installed (apt-get install libwebp7)");
        return 0;
    }
    if (!webp.getInfo(data, size, &out->width, &out->height)) {
        set_error(out, "WebP: not a valid WebP picture");
        return 0;
    }
    if (max_width == 0) return 1;
    if (!check_size(out)) return 0;
    // libwebp's simple API decodes the whole picture: only while that stays small.
    if ((double)out->width * out->height * 4 > 32.0 * 1024 * 1024) {
        set_error(out, "WebP: a picture this large is not supported (more than 32 MB decoded)");
        return 0;
    }
    int width = 0, height = 0;
    uint8_t *pixels = webp.decodeRGBA(data, size, &width, &height);
    if (pixels == NULL) {
        set_error(out, "WebP: the picture could not be decoded");
        return 0;
    }
    int fitted_width, fitted_height;
    fit(width, height, max_width, max_height, &fitted_width, &fitted_height);
    Downsampler downsampler = {0};
    if (!downsampler_start(&downsampler, width, height, fitted_width, fitted_height)) {
        webp.free(pixels);
        downsampler_discard(&downsampler);
        set_error(out, "WebP: out of memory");
        return 0;
    }
    for (int y = 0; y < height; y++) downsampler_add(&downsampler, y, pixels + (size_t)y * width * 4, 4, 0);
    webp.free(pixels);
    downsampler_finish(&downsampler, out);
    return 1;
}

// MARK: - Entry points

/// Reads a whole small file (WebP goes through memory).
static uint8_t *read_file(FILE *file, size_t *size, HSPicture *out) {
    if (fseek(file, 0, SEEK_END) != 0) return NULL;
    long length = ftell(file);
    if (length < 0 || length > 64L * 1024 * 1024) {
        set_error(out, "the file is too large to read (%ld bytes)", length);
        return NULL;
    }
    rewind(file);
    uint8_t *bytes = malloc((size_t)length + 1);
    if (bytes == NULL || fread(bytes, 1, (size_t)length, file) != (size_t)length) {
        free(bytes);
        set_error(out, "the file could not be read");
        return NULL;
    }
    *size = (size_t)length;
    return bytes;
}

static int run(const uint8_t *data, size_t size, const char *path, int max_width, int max_height, HSPicture *out) {
    memset(out, 0, sizeof *out);
    uint8_t head[24] = {0};
    size_t head_count = 0;
    FILE *file = NULL;
    if (path != NULL) {
        file = fopen(path, "rb");
        if (file == NULL) {
            set_error(out, "the file could not be opened");
            return 0;
        }
        head_count = fread(head, 1, sizeof head, file);
        rewind(file);
    } else {
        head_count = size < sizeof head ? size : sizeof head;
        if (head_count > 0) memcpy(head, data, head_count);
    }
    out->format = hs_picture_format(head, head_count);
    if (out->format == HS_PICTURE_PNG && head_count >= 24 && memcmp(head + 12, "IHDR", 4) == 0) {
        // The size is in the first chunk, at a fixed place: a probe reads nothing more, and a
        // huge picture is refused before libpng starts.
        out->width = (int)(((uint32_t)head[16] << 24 | (uint32_t)head[17] << 16 | (uint32_t)head[18] << 8 | head[19]) & 0x7fffffff);
        out->height = (int)(((uint32_t)head[20] << 24 | (uint32_t)head[21] << 16 | (uint32_t)head[22] << 8 | head[23]) & 0x7fffffff);
        if (max_width == 0 || !check_size(out)) {
            if (file != NULL) fclose(file);
            return max_width == 0;
        }
    }
    int ok = 0;
    switch (out->format) {
    case HS_PICTURE_PNG: {
        MemoryReader reader = {.data = data, .size = size, .offset = 0};
        ok = decode_png(file, &reader, max_width, max_height, out);
        break;
    }
    case HS_PICTURE_JPEG:
        ok = decode_jpeg(file, data, size, max_width, max_height, out);
        break;
    case HS_PICTURE_WEBP:
        if (file != NULL) {
            size_t length = 0;
            uint8_t *bytes = read_file(file, &length, out);
            ok = bytes != NULL && decode_webp(bytes, length, max_width, max_height, out);
            free(bytes);
        } else {
            ok = decode_webp(data, size, max_width, max_height, out);
        }
        break;
    default:
        set_error(out, "not a PNG, JPEG or WebP picture");
        break;
    }
    if (file != NULL) fclose(file);
    return ok;
}

int hs_picture_probe(const uint8_t *data, size_t size, const char *path, HSPicture *out) {
    return run(data, size, path, 0, 0, out);
}

int hs_picture_decode(const uint8_t *data, size_t size, const char *path, int max_width, int max_height, HSPicture *out) {
    if (max_width <= 0 || max_height <= 0) {
        memset(out, 0, sizeof *out);
        set_error(out, "no room for the picture (%d x %d pixels)", max_width, max_height);
        return 0;
    }
    return run(data, size, path, max_width, max_height, out);
}

void hs_picture_free(HSPicture *picture) {
    free(picture->rgba);
    picture->rgba = NULL;
}
