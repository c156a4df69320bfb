#ifndef LISTENSTATS_CCAIRO_SHIM_H
#define LISTENSTATS_CCAIRO_SHIM_H
#include <cairo.h>
#include <cairo-pdf.h>
#include <pango/pangocairo.h>
#include <zlib.h>
#endif
