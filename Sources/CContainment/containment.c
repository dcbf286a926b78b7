// The containment supervisor: a program that links this target (homescreen, the test runner, a
// package's own homescreen) becomes, when started as `PROGRAM --homescreen-contain LIMIT --
// COMMAND...`, a small supervisor of COMMAND instead of itself. The constructor below runs before
// anything else of the program (before Swift's `main`), so no Swift code, thread or allocation
// of the program is involved; it exits when COMMAND has ended.
//
// The supervisor is a child subreaper (PR_SET_CHILD_SUBREAPER): every process COMMAND starts that
// outlives its parent (a double fork, a child that calls setsid, a grandchild holding COMMAND's
// output) comes back to it instead of to init. When COMMAND ends, or when the supervisor is sent
// SIGTERM (the host stopping the extension), it kills COMMAND's process group and every process
// descended from it, reaps them, and exits as COMMAND did: with its status, or by its signal.
#define _GNU_SOURCE
#include "CContainment.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

const char *const hs_containment_flag = "--homescreen-contain";

short hs_spawn_flag_setsid(void) { return POSIX_SPAWN_SETSID; }

int hs_spawn_add_closefrom(posix_spawn_file_actions_t *actions, int from) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
#else
    (void)actions;
    (void)from;
    return ENOSYS;
#endif
}

int hs_spawn_add_tcsetpgrp(posix_spawn_file_actions_t *actions, int descriptor) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 35))
    return posix_spawn_file_actions_addtcsetpgrp_np(actions, descriptor);
#else
    (void)actions;
    (void)descriptor;
    return ENOSYS;
#endif
}

/// One process of /proc: its id, its parent's, whether it is a zombie.
struct listed {
    pid_t pid, parent;
    int zombie, descends;
};

/// Every process's id and parent (from /proc/PID/stat); the count in `*count`; NULL when /proc
/// cannot be read.
static struct listed *list_processes(size_t *count) {
    DIR *proc = opendir("/proc");
    if (proc == NULL) return NULL;
    size_t capacity = 512, used = 0;
    struct listed *all = malloc(capacity * sizeof *all);
    struct dirent *entry;
    while (all != NULL && (entry = readdir(proc)) != NULL) {
        char *end;
        long pid = strtol(entry->d_name, &end, 10);
        if (*end != '\0' || pid <= 0) continue;
        char path[64], text[512];
        snprintf(path, sizeof path, "/proc/%ld/stat", pid);
        int descriptor = open(path, O_RDONLY | O_CLOEXEC);
        if (descriptor < 0) continue;
        ssize_t got = read(descriptor, text, sizeof text - 1);
        close(descriptor);
        if (got <= 0) continue;
        text[got] = '\0';
        // "PID (COMMAND) STATE PARENT ...": the command may hold spaces and parentheses.
        char *after = strrchr(text, ')');
        char state;
        int parent;
        if (after == NULL || sscanf(after + 1, " %c %d", &state, &parent) != 2) continue;
        if (used == capacity) {
            capacity *= 2;
            struct listed *grown = realloc(all, capacity * sizeof *all);
            if (grown == NULL) break;
            all = grown;
        }
        all[used++] = (struct listed){(pid_t)pid, (pid_t)parent, state == 'Z', 0};
    }
    closedir(proc);
    *count = used;
    return all;
}

/// Sends SIGKILL to every process descended from this one; the number of those still alive.
static size_t kill_descendants(void) {
    size_t count = 0;
    struct listed *all = list_processes(&count);
    if (all == NULL) return 0;
    pid_t self = getpid();
    // Marked generation by generation: a pass that marks nothing new ends it.
    for (int changed = 1; changed;) {
        changed = 0;
        for (size_t index = 0; index < count; index++) {
            if (all[index].descends) continue;
            pid_t parent = all[index].parent;
            int descends = parent == self;
            for (size_t other = 0; !descends && other < count; other++) {
                descends = all[other].descends && all[other].pid == parent;
            }
            if (descends) all[index].descends = changed = 1;
        }
    }
    size_t alive = 0;
    for (size_t index = 0; index < count; index++) {
        if (!all[index].descends) continue;
        kill(all[index].pid, SIGKILL);
        if (!all[index].zombie) alive++;
    }
    free(all);
    return alive;
}

/// Kills the command's process group and everything descended from this process, and reaps
/// them all: each killed process's orphans come back here and are killed in the next round.
/// Gives up after about a second (a process stuck in the kernel cannot be waited for).
static void end_descendants(pid_t group, const sigset_t *child_ended) {
    kill(-group, SIGKILL);
    for (int round = 0; round < 200; round++) {
        size_t alive = kill_descendants();
        pid_t reaped;
        int status;
        while ((reaped = waitpid(-1, &status, WNOHANG)) > 0) {}
        if (reaped < 0 && errno == ECHILD && alive == 0) return;
        struct timespec pause = {0, 5 * 1000 * 1000};
        sigtimedwait(child_ended, NULL, &pause);
    }
}

int hs_contain(unsigned long long limit, char *const command[], char *const environment[]) {
    prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0);
    sigset_t waited, child_ended, nothing;
    sigemptyset(&nothing);
    sigemptyset(&child_ended);
    sigaddset(&child_ended, SIGCHLD);
    sigemptyset(&waited);
    sigaddset(&waited, SIGCHLD);
    sigaddset(&waited, SIGTERM);
    sigaddset(&waited, SIGHUP);
    sigaddset(&waited, SIGINT);
    sigprocmask(SIG_BLOCK, &waited, NULL);
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) {
        dprintf(2, "cannot start %s: %s\n", command[0], strerror(errno));
        return 127;
    }
    pid_t program = fork();
    if (program < 0) {
        dprintf(2, "cannot start %s: %s\n", command[0], strerror(errno));
        return 127;
    }
    if (program == 0) {
        sigprocmask(SIG_SETMASK, &nothing, NULL);
        close(report[0]);
        // A group of its own: a kill of its group (its own, or the supervisor's at the end)
        // never reaches the supervisor.
        setpgid(0, 0);
        if (limit > 0) {
            struct rlimit data = {(rlim_t)limit, (rlim_t)limit};
            setrlimit(RLIMIT_DATA, &data);
        }
        // "Text file busy": a script just written is busy while a process forked at that moment
        // (another start, in this program or another) still holds its write descriptor, until
        // that process execs or exits, a matter of milliseconds, longer on a loaded machine:
        // tried seven times, the pauses doubling from 20 ms (1.26 s in all; 80 ms in all was
        // seen to be too short while a whole test suite ran on two cores).
        long pause_ms = 20;
        for (int attempt = 1;; attempt++) {
            execve(command[0], command, environment);
            if (errno != ETXTBSY || attempt == 7) break;
            struct timespec pause = {pause_ms / 1000, (pause_ms % 1000) * 1000 * 1000};
            nanosleep(&pause, NULL);
            pause_ms *= 2;
        }
        int error = errno;
        ssize_t written = write(report[1], &error, sizeof error);
        (void)written;
        _exit(127);
    }
    close(report[1]);
    int error = 0;
    ssize_t got;
    do {
        got = read(report[0], &error, sizeof error);
    } while (got < 0 && errno == EINTR);
    close(report[0]);
    if (got == (ssize_t)sizeof error) dprintf(2, "cannot start %s: %s\n", command[0], strerror(error));
    // The supervisor keeps none of the command's pipes: they end when the command and what it
    // started have ended.
    int null = open("/dev/null", O_RDWR);
    for (int descriptor = 0; descriptor <= 2 && null >= 0; descriptor++) dup2(null, descriptor);
    if (null > 2) close(null);

    int status = 0, ended = 0, stopped = 0;
    while (!ended && !stopped) {
        int signal_number = sigwaitinfo(&waited, NULL);
        if (signal_number < 0) continue;
        if (signal_number != SIGCHLD) {
            stopped = 1;
            break;
        }
        pid_t reaped;
        int reaped_status;
        while ((reaped = waitpid(-1, &reaped_status, WNOHANG)) > 0) {
            if (reaped == program) {
                status = reaped_status;
                ended = 1;
            }
        }
    }
    end_descendants(program, &child_ended);
    // No core file of the supervisor for a signal it passes on.
    struct rlimit no_core = {0, 0};
    setrlimit(RLIMIT_CORE, &no_core);
    int ending = stopped ? SIGKILL : (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
    if (ending == 0) return WIFEXITED(status) ? WEXITSTATUS(status) : 127;
    signal(ending, SIG_DFL);
    sigset_t only;
    sigemptyset(&only);
    sigaddset(&only, ending);
    sigprocmask(SIG_UNBLOCK, &only, NULL);
    raise(ending);
    return 128 + ending;
}

/// Runs the supervisor instead of the program when the program is started with the flag. glibc
/// hands constructors the program's arguments and environment.
__attribute__((constructor)) static void hs_contain_when_asked(int count, char **arguments, char **environment) {
    if (count < 5 || strcmp(arguments[1], hs_containment_flag) != 0 || strcmp(arguments[3], "--") != 0) return;
    unsigned long long limit = strtoull(arguments[2], NULL, 10);
    _exit(hs_contain(limit, arguments + 4, environment));
}
