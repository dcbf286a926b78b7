#define NCURSES_WIDECHAR 1
#include <ncurses.h>
#include <poll.h>
#include <time.h>
