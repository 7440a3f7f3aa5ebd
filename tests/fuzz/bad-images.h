/* bad-images.h: image files for the art limit tests: a tiny PNG, and PNGs that claim any size. */
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <string.h>

#include <glib.h>

/* A 1 x 1 PNG. */
static const guint8 tiny_png[] G_GNUC_UNUSED = {
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44,
  0x52, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x06, 0x00, 0x00, 0x00, 0x1f,
  0x15, 0xc4, 0x89, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0xf8,
  0xcf, 0xc0, 0xf0, 0x1f, 0x00, 0x05, 0x00, 0x01, 0xff, 0x89, 0x99, 0x3d, 0x1d, 0x00, 0x00,
  0x00, 0x00, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
};

static inline guint32
crc32_update (guint32       crc,
              const guint8 *data,
              gsize         length)
{
  for (gsize i = 0; i < length; i++)
    {
      crc ^= data[i];
      for (guint b = 0; b < 8; b++)
        crc = (crc >> 1) ^ (0xedb88320 & -(crc & 1));
    }
  return crc;
}

static inline void
append_be32 (GByteArray *out,
             guint32     value)
{
  guint8 bytes[4] = { value >> 24, value >> 16, value >> 8, value };

  g_byte_array_append (out, bytes, 4);
}

static inline void
append_chunk (GByteArray   *out,
              const char   *type,
              const guint8 *data,
              gsize         length)
{
  guint32 crc = 0xffffffff;

  append_be32 (out, length);
  g_byte_array_append (out, (const guint8 *) type, 4);
  g_byte_array_append (out, data, length);
  crc = crc32_update (crc, (const guint8 *) type, 4);
  crc = crc32_update (crc, data, length);
  append_be32 (out, crc ^ 0xffffffff);
}

/* A PNG that claims @width x @height (8-bit RGB) but holds 1 KiB of pixel data: a decoder
 * learns the size from its header and must refuse it there, before allocating anything. */
static inline void
write_png_claiming (const char *path,
                    guint32     width,
                    guint32     height)
{
  static const guint8 zeros_1k[] = {
    0x78, 0xda, 0x63, 0x60, 0x18, 0x05, 0xa3, 0x60, 0x14, 0x8c, 0x54, 0x00, 0x00, 0x04, 0x00,
    0x00, 0x01,
  };
  g_autoptr(GByteArray) png = g_byte_array_new ();
  guint8 ihdr[13] = { 0 };

  g_byte_array_append (png, tiny_png, 8);
  ihdr[0] = width >> 24;
  ihdr[1] = width >> 16;
  ihdr[2] = width >> 8;
  ihdr[3] = width;
  ihdr[4] = height >> 24;
  ihdr[5] = height >> 16;
  ihdr[6] = height >> 8;
  ihdr[7] = height;
  ihdr[8] = 8;  /* bit depth */
  ihdr[9] = 2;  /* RGB */
  append_chunk (png, "IHDR", ihdr, sizeof ihdr);
  append_chunk (png, "IDAT", zeros_1k, sizeof zeros_1k);
  append_chunk (png, "IEND", NULL, 0);
  g_assert_true (g_file_set_contents (path, (const char *) png->data, png->len, NULL));
}
