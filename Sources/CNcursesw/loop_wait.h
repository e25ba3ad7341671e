// The run loop's wait: the signals it acts on stay blocked while it works and are let in only
// while it sleeps in ppoll, so none is noticed late.
#ifndef DARKSCREEN_LOOP_WAIT_H
#define DARKSCREEN_LOOP_WAIT_H

#include <poll.h>
#include <signal.h>
#include <time.h>

/// The signals the run loop acts on (resize, terminate, suspend). They stay blocked while the loop
/// works and are let in only inside `ds_wait`, so one that arrives between the loop's last check and
/// its sleep is delivered at the start of the sleep (which then returns) instead of being noticed
/// only at the next key or minute.
/// glibc's ppoll, declared here: <poll.h> shows it only with _GNU_SOURCE, and defining that in this
/// header would make its system types differ from Swift's Glibc module.
extern int ppoll(struct pollfd *fds, nfds_t nfds, const struct timespec *timeout, const sigset_t *sigmask);

static inline sigset_t *ds_loop_signals_old_mask(void) {
    static sigset_t mask;
    return &mask;
}

static inline void ds_block_loop_signals(void) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGWINCH);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    sigaddset(&set, SIGHUP);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_BLOCK, &set, ds_loop_signals_old_mask());
}

static inline void ds_unblock_loop_signals(void) {
    sigprocmask(SIG_SETMASK, ds_loop_signals_old_mask(), NULL);
}

/// poll() with the loop's signals let in for its duration (ppoll); -1 with errno EINTR when one came.
static inline int ds_wait(struct pollfd *fds, int count, int timeout_ms) {
    struct timespec limit, *limit_pointer = NULL;
    if (timeout_ms >= 0) {
        limit.tv_sec = timeout_ms / 1000;
        limit.tv_nsec = (long)(timeout_ms % 1000) * 1000000L;
        limit_pointer = &limit;
    }
    return ppoll(fds, (nfds_t)count, limit_pointer, ds_loop_signals_old_mask());
}

#endif
