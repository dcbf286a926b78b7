#ifndef CNCURSESW_H
#define CNCURSESW_H

// Swift defines no _XOPEN_SOURCE, so the wide-character curses API is hidden unless
// NCURSES_WIDECHAR is set before the header is included.
#define NCURSES_WIDECHAR 1
#include <ncursesw/curses.h>
#include <locale.h>
#include <wchar.h>

// Swift cannot import function-like or computed macros; these wrappers expose them.
static inline attr_t hs_a_normal(void) { return A_NORMAL; }
static inline attr_t hs_a_bold(void) { return A_BOLD; }
static inline attr_t hs_a_dim(void) { return A_DIM; }
static inline attr_t hs_a_italic(void) { return A_ITALIC; }
static inline attr_t hs_a_underline(void) { return A_UNDERLINE; }
static inline attr_t hs_a_reverse(void) { return A_REVERSE; }
static inline attr_t hs_a_blink(void) { return A_BLINK; }
static inline int hs_key_f(int n) { return KEY_F(n); }
static inline WINDOW *hs_stdscr(void) { return stdscr; }
static inline int hs_lines(void) { return LINES; }
static inline int hs_cols(void) { return COLS; }
static inline int hs_colors(void) { return COLORS; }
static inline int hs_color_pairs(void) { return COLOR_PAIRS; }
static inline void hs_set_escdelay(int ms) { set_escdelay(ms); }

/// Draws one grapheme cluster (already measured by the caller) at y, x with attributes and a
/// color pair; pairs above 255 travel through setcchar's opts argument.
static inline int hs_mvadd_cluster(int y, int x, const wchar_t *cluster, attr_t attrs, int pair) {
    cchar_t cc;
    if (setcchar(&cc, cluster, attrs, 0, &pair) == ERR) {
        return ERR;
    }
    return mvadd_wch(y, x, &cc);
}

// Added for the terminal layer (HomeScreenUI/Terminal): stdio streams (globals Swift 6 refuses
// to read), the mouse masks (computed macros) and the direct-color capability.
static inline FILE *hs_stdin(void) { return stdin; }
static inline FILE *hs_stdout(void) { return stdout; }
static inline mmask_t hs_button1_pressed(void) { return BUTTON1_PRESSED; }
static inline mmask_t hs_button1_released(void) { return BUTTON1_RELEASED; }
static inline mmask_t hs_button1_clicked(void) { return BUTTON1_CLICKED; }
static inline mmask_t hs_button1_double_clicked(void) { return BUTTON1_DOUBLE_CLICKED; }
static inline mmask_t hs_button1_triple_clicked(void) { return BUTTON1_TRIPLE_CLICKED; }
static inline mmask_t hs_button4_pressed(void) { return BUTTON4_PRESSED; }
static inline mmask_t hs_button5_pressed(void) { return BUTTON5_PRESSED; }
static inline int hs_has_rgb_capability(void) { return tigetflag("RGB") > 0; }

/// Reads the terminfo entry `term` without starting curses: its colors, whether it has the
/// `RGB` flag and tmux's `Tc` extension. Returns 0, or -1 when there is no such entry.
int hs_probe_terminfo(const char *term, int *colors, int *rgb, int *tc);

#endif
