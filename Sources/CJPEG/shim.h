#ifndef LISTENSTATS_CJPEG_SHIM_H
#define LISTENSTATS_CJPEG_SHIM_H
/*
 * libjpeg-turbo behind two plain C calls. libjpeg reports a fatal error by calling
 * error_exit, which must not return: the only safe way back is longjmp to a setjmp in a C
 * frame, never across Swift frames. So the whole decode and encode run here, in static
 * inline functions (compiled into the importing Swift module), and Swift sees only a status,
 * a message and a malloc'd buffer it frees.
 */
#include <setjmp.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <jpeglib.h>

#define LSJ_MESSAGE_LENGTH 200

struct lsj_error {
    struct jpeg_error_mgr manager;
    jmp_buf escape;
    char message[LSJ_MESSAGE_LENGTH];
    int warnings;
};

static inline void lsj_error_exit(j_common_ptr info) {
    struct lsj_error *error = (struct lsj_error *)info->err;
    char text[JMSG_LENGTH_MAX];
    (*info->err->format_message)(info, text);
    snprintf(error->message, LSJ_MESSAGE_LENGTH, "%s", text);
    longjmp(error->escape, 1);
}

/* Warnings (a truncated file, corrupt data libjpeg papered over) are counted, never printed:
 * the caller decides whether a picture with warnings is good enough. */
static inline void lsj_emit_message(j_common_ptr info, int level) {
    struct lsj_error *error = (struct lsj_error *)info->err;
    if (level < 0) {
        if (error->warnings == 0) {
            char text[JMSG_LENGTH_MAX];
            (*info->err->format_message)(info, text);
            snprintf(error->message, LSJ_MESSAGE_LENGTH, "%s", text);
        }
        error->warnings += 1;
    }
}

static inline void lsj_output_message(j_common_ptr info) { (void)info; }

static inline void lsj_install(struct jpeg_error_mgr *manager) {
    jpeg_std_error(manager);
    manager->error_exit = lsj_error_exit;
    manager->emit_message = lsj_emit_message;
    manager->output_message = lsj_output_message;
}

/*
 * Decodes a JPEG in memory into 4-byte pixels in cairo's RGB24 order (B, G, R, unused on a
 * little-endian machine), rows of width * 4 bytes. Returns 0 and sets *pixels (free() it),
 * *width, *height and *warnings; or returns 1 with the reason in message. Pictures larger
 * than max_side on a side are refused before any pixel memory is taken.
 */
static inline int lsj_decode(const unsigned char *data, unsigned long size, int max_side, unsigned char **pixels,
                             int *width, int *height, int *warnings, char *message) {
    struct jpeg_decompress_struct info;
    struct lsj_error error;
    unsigned char *volatile buffer = NULL;
    memset(&info, 0, sizeof info);
    memset(&error, 0, sizeof error);
    *pixels = NULL;
    info.err = &error.manager;
    lsj_install(&error.manager);
    if (setjmp(error.escape)) {
        jpeg_destroy_decompress(&info);
        free(buffer);
        snprintf(message, LSJ_MESSAGE_LENGTH, "%s", error.message);
        return 1;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, data, size);
    jpeg_read_header(&info, TRUE);
    if ((int)info.image_width > max_side || (int)info.image_height > max_side) {
        snprintf(message, LSJ_MESSAGE_LENGTH, "the picture is %ux%u, larger than %d on a side", info.image_width,
                 info.image_height, max_side);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    info.out_color_space = JCS_EXT_BGRX;
    jpeg_start_decompress(&info);
    size_t stride = (size_t)info.output_width * 4;
    buffer = malloc(stride * info.output_height);
    if (buffer == NULL) {
        snprintf(message, LSJ_MESSAGE_LENGTH, "out of memory for a %ux%u picture", info.output_width, info.output_height);
        jpeg_destroy_decompress(&info);
        return 1;
    }
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = buffer + stride * info.output_scanline;
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    *width = (int)info.output_width;
    *height = (int)info.output_height;
    *warnings = error.warnings;
    if (error.warnings > 0) snprintf(message, LSJ_MESSAGE_LENGTH, "%s", error.message);
    jpeg_destroy_decompress(&info);
    *pixels = buffer;
    return 0;
}

/*
 * Encodes 4-byte pixels in cairo's RGB24 order (rows `stride` bytes apart) as a baseline
 * JPEG of `quality` (1-100). Returns 0 and sets *out (free() it) and *out_size, or 1 with
 * the reason in message. The same pixels always give the same bytes: no timestamps, no
 * random choices.
 */
static inline int lsj_encode(const unsigned char *pixels, int width, int height, int stride, int quality,
                             unsigned char **out, unsigned long *out_size, char *message) {
    struct jpeg_compress_struct info;
    struct lsj_error error;
    unsigned char *volatile buffer = NULL;
    unsigned long volatile length = 0;
    memset(&info, 0, sizeof info);
    memset(&error, 0, sizeof error);
    *out = NULL;
    *out_size = 0;
    info.err = &error.manager;
    lsj_install(&error.manager);
    if (setjmp(error.escape)) {
        jpeg_destroy_compress(&info);
        free(buffer);
        snprintf(message, LSJ_MESSAGE_LENGTH, "%s", error.message);
        return 1;
    }
    jpeg_create_compress(&info);
    jpeg_mem_dest(&info, (unsigned char **)&buffer, (unsigned long *)&length);
    info.image_width = (JDIMENSION)width;
    info.image_height = (JDIMENSION)height;
    info.input_components = 4;
    info.in_color_space = JCS_EXT_BGRX;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, quality, TRUE);
    jpeg_start_compress(&info, TRUE);
    while (info.next_scanline < info.image_height) {
        JSAMPROW row = (JSAMPROW)(pixels + (size_t)stride * info.next_scanline);
        jpeg_write_scanlines(&info, &row, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    *out = buffer;
    *out_size = length;
    return 0;
}

#endif
