#ifndef CCONTAINMENT_H
#define CCONTAINMENT_H

#include <spawn.h>
#include <sys/types.h>

/// The first argument that makes a program linking this target a containment supervisor
/// instead of itself (see containment.c): `PROGRAM --homescreen-contain LIMIT -- COMMAND...`.
extern const char *const hs_containment_flag;

/// `POSIX_SPAWN_SETSID` (glibc 2.26): the child starts a new session, with no controlling
/// terminal. Swift's Glibc module does not import it (a GNU extension).
short hs_spawn_flag_setsid(void);

/// `posix_spawn_file_actions_addclosefrom_np` (glibc 2.34): closes every descriptor from `from`
/// up in the child. Returns 0, or an errno value (ENOSYS where glibc lacks it).
int hs_spawn_add_closefrom(posix_spawn_file_actions_t *actions, int from);

/// `posix_spawn_file_actions_addtcsetpgrp_np` (glibc 2.35): makes the child's process group the
/// foreground of the terminal `descriptor`. Returns 0, or an errno value (ENOSYS where glibc
/// lacks it).
int hs_spawn_add_tcsetpgrp(posix_spawn_file_actions_t *actions, int descriptor);

/// Runs the supervisor in this process (what the constructor does when asked by the flag):
/// becomes a child subreaper, starts `command` (a NULL-terminated argument vector, a path) in a
/// process group of its own with `RLIMIT_DATA` at `limit` bytes (0: unchanged), and ends every
/// process it started when it ends or when this process is sent SIGTERM. Returns the status to
/// exit with; never returns when the command was ended by a signal (it raises that signal).
int hs_contain(unsigned long long limit, char *const command[], char *const environment[]);

#endif
