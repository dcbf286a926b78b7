// The shim is header-only; this file gives the C target a compilation unit.
#include "CNcursesw.h"
