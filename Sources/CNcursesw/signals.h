// Signals, for Swift: handlers installed without SA_RESTART (a blocked read returns EINTR), the
// previous action kept and put back, a signal stack of the thread's own (a stack overflow still
// runs the handler that gives the terminal back), re-raising with the default action, and
// stopping this process for Ctrl-Z.
#ifndef DARKSCREEN_SIGNALS_H
#define DARKSCREEN_SIGNALS_H

#include <signal.h>
#include <string.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/mman.h>

/// Installs a handler for `sig` without SA_RESTART, so a blocked read returns EINTR.
static inline int ds_install_handler(int sig, void (*handler)(int)) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    sigemptyset(&action.sa_mask);
    action.sa_flags = 0;
    return sigaction(sig, &action, NULL);
}

/// Restores the default action for `sig` and raises it, so the exit status is the conventional one.
static inline void ds_reraise(int sig) {
    signal(sig, SIG_DFL);
    raise(sig);
}

/// Stops this process (SIGTSTP with its default action) until `fg` continues it.
static inline void ds_stop_self(void) {
    struct sigaction action, previous;
    memset(&action, 0, sizeof action);
    action.sa_handler = SIG_DFL;
    sigemptyset(&action.sa_mask);
    sigaction(SIGTSTP, &action, &previous);
    sigset_t set, old;
    sigemptyset(&set);
    sigaddset(&set, SIGTSTP);
    sigprocmask(SIG_UNBLOCK, &set, &old);
    raise(SIGTSTP);
    sigprocmask(SIG_SETMASK, &old, NULL);
    sigaction(SIGTSTP, &previous, NULL);
}

/// Installs `handler` for `sig` (no SA_RESTART), saving the previous action in `previous`.
/// `on_signal_stack`: the handler runs on the thread's signal stack (SA_ONSTACK, see
/// ds_install_signal_stack), so it still runs when the fault is the stack running out.
static inline int ds_install_saving(int sig, void (*handler)(int), struct sigaction *previous, int on_signal_stack) {
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = handler;
    action.sa_flags = on_signal_stack ? SA_ONSTACK : 0;
    sigemptyset(&action.sa_mask);
    return sigaction(sig, &action, previous);
}

/// Like ds_install_saving, but leaves a signal that is ignored (SIG_IGN) ignored; 0 when installed.
static inline int ds_install_unless_ignored(int sig, void (*handler)(int), struct sigaction *previous, int on_signal_stack) {
    if (sigaction(sig, NULL, previous) != 0) return -1;
    if (previous->sa_handler == SIG_IGN) return 1;
    return ds_install_saving(sig, handler, previous, on_signal_stack);
}

/// Gives the calling thread a stack of `size` bytes for signal handlers (sigaltstack), with an
/// inaccessible guard page below it, unless it has one at least that large already (the Swift
/// runtime's backtracer installs a small one in a dynamic build). A stack overflow leaves no room
/// on the ordinary stack for even the signal frame: without this the kernel kills the process
/// before any handler runs. Mapped once and never unmapped. 0 when the thread has one.
static inline int ds_install_signal_stack(size_t size) {
    stack_t current;
    if (sigaltstack(NULL, &current) == 0 && !(current.ss_flags & SS_DISABLE) && current.ss_size >= size) return 0;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0) page = 4096;
    char *base = mmap(NULL, size + (size_t)page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (base == MAP_FAILED) return -1;
    mprotect(base, (size_t)page, PROT_NONE); /* a fault, not silent corruption, if a handler overruns it */
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = base + page;
    stack.ss_size = size;
    if (sigaltstack(&stack, NULL) != 0) {
        munmap(base, size + (size_t)page);
        return -1;
    }
    return 0;
}

/// Sets the default action for `sig` (no raise).
static inline void ds_default_action(int sig) { signal(sig, SIG_DFL); }

static inline int ds_sigrtmin(void) { return SIGRTMIN; }

static inline int ds_sigrtmax(void) { return SIGRTMAX; }

/// Puts back an action saved by ds_install_saving.
static inline void ds_restore_action(int sig, const struct sigaction *previous) {
    sigaction(sig, previous, NULL);
}

#endif
