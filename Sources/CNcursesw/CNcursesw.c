// The shim is mostly header-only; what needs <term.h> (whose macros must not reach Swift) is here.
#include "CNcursesw.h"
#include <ncursesw/term.h>
#include <unistd.h>

int hs_probe_terminfo(const char *term, int *colors, int *rgb, int *tc) {
    TERMINAL *saved = cur_term;
    int error = 0;
    if (setupterm(term, STDOUT_FILENO, &error) != OK) {
        set_curterm(saved);
        return -1;
    }
    TERMINAL *probe = cur_term;
    *colors = tigetnum("colors");
    *rgb = tigetflag("RGB") > 0;
    *tc = tigetflag("Tc") > 0;
    set_curterm(saved);
    del_curterm(probe);
    return 0;
}
