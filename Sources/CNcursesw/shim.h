// The C side of TermIsland's ncurses backend: libncursesw's wide-character API made importable
// by Swift. Nothing here but what Swift cannot reach on its own.
//
// - The wide-character API (cchar_t, setcchar, wget_wch, mvwadd_wch) is switched on here,
//   before curses.h is read: SwiftPM would drop the -D flags pkg-config gives, and on Linux
//   pkg-config is not used at all.
// - Function-like macros (attribute bits, KEY_F, getmaxyx) do not import: static inline
//   accessors stand in for them.
// - Swift 6 rejects ncurses's mutable C globals (stdscr, COLORS, COLOR_PAIRS, ESCDELAY):
//   accessors read them.
// - Variadic functions (tiparm) do not import: fixed-arity wrappers call them.
#ifndef TERMISLAND_CNCURSESW_SHIM_H
#define TERMISLAND_CNCURSESW_SHIM_H

#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif

#include <locale.h>
#include <signal.h>
#include <sys/ioctl.h>
#include <time.h>
#include <wchar.h>
// Without pkg-config on Linux (Package.swift says why), a missing package shows here, in words.
#if !__has_include(<ncursesw/curses.h>)
#error "libncursesw's headers are missing: on Debian, apt-get install libncurses-dev; on macOS, brew install ncurses"
#endif
#include <ncursesw/curses.h>
#include <ncursesw/term.h>

// The C library's width of a character in the current locale: what ncurses moves the cursor
// by. glibc declares it only for _XOPEN_SOURCE, which the Swift overlay's headers lack.
extern int wcwidth(wchar_t);
static inline int termisland_wcwidth(unsigned int character) { return wcwidth((wchar_t)character); }

// The terminal's size as the kernel has it (TIOCGWINSZ, a macro Swift cannot import on macOS):
// 0 and the rows and columns, or -1. (Not "columns": term.h makes that a macro.)
static inline int termisland_window_size(int fd, int *row_count, int *column_count) {
    struct winsize size;
    if (ioctl(fd, TIOCGWINSZ, &size) != 0) return -1;
    *row_count = size.ws_row;
    *column_count = size.ws_col;
    return 0;
}

// Globals.
static inline WINDOW *termisland_stdscr(void) { return stdscr; }
static inline WINDOW *termisland_curscr(void) { return curscr; }
static inline WINDOW *termisland_newscr(void) { return newscr; }
static inline int termisland_colors(void) { return COLORS; }
static inline int termisland_color_pairs(void) { return COLOR_PAIRS; }

// Size of a window (getmaxyx is a macro).
static inline int termisland_max_y(WINDOW *window) { return getmaxy(window); }
static inline int termisland_max_x(WINDOW *window) { return getmaxx(window); }

// Attribute bits (NCURSES_BITS macros).
static inline attr_t termisland_a_normal(void) { return A_NORMAL; }
static inline attr_t termisland_a_bold(void) { return A_BOLD; }
static inline attr_t termisland_a_dim(void) { return A_DIM; }
static inline attr_t termisland_a_italic(void) { return A_ITALIC; }
static inline attr_t termisland_a_underline(void) { return A_UNDERLINE; }
static inline attr_t termisland_a_reverse(void) { return A_REVERSE; }

// A cchar_t of up to five characters, with attributes and a colour pair, filled in directly:
// setcchar checks every character's width on every call, which a painter that already knows
// them does not need. The pair goes where setcchar puts it (ext_color, and the low byte in
// the attributes for ncurses's own checks).
static inline void termisland_fill_cchar(cchar_t *cell, const unsigned int *characters, int count,
                                         attr_t attributes, int pair) {
    for (int index = 0; index < CCHARW_MAX; index++) {
        cell->chars[index] = index < count ? (wchar_t)characters[index] : 0;
    }
    cell->attr = (attributes & ~A_COLOR) | COLOR_PAIR(pair > 255 ? 255 : pair);
#if NCURSES_EXT_COLORS
    cell->ext_color = pair;
#endif
}

// Key codes (KEY_F is a function-like macro; the others import but are kept together here).
static inline int termisland_key_f(int n) { return KEY_F(n); }

// A terminfo string capability with one or two numeric parameters, expanded (tiparm is
// variadic). Returns NULL when `capability` is NULL or not a string.
static inline const char *termisland_tiparm1(const char *capability, int p1) {
    if (capability == NULL || capability == (const char *)-1) return NULL;
    return tiparm(capability, p1);
}
static inline const char *termisland_tiparm2(const char *capability, int p1, int p2) {
    if (capability == NULL || capability == (const char *)-1) return NULL;
    return tiparm(capability, p1, p2);
}
// sgr (set_attributes) takes nine: standout, underline, reverse, blink, dim, bold, invisible,
// protected, alternate character set.
static inline const char *termisland_tiparm9(const char *capability, int p1, int p2, int p3, int p4, int p5,
                                             int p6, int p7, int p8, int p9) {
    if (capability == NULL || capability == (const char *)-1) return NULL;
    return tiparm(capability, p1, p2, p3, p4, p5, p6, p7, p8, p9);
}

// A terminfo string capability by name, or NULL when absent or cancelled (tigetstr returns
// (char *)-1 for a name that is not a string capability).
static inline const char *termisland_tigetstr(const char *name) {
    char *value = tigetstr(name);
    if (value == NULL || value == (char *)-1) return NULL;
    return value;
}

#endif
