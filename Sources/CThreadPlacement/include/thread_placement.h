#ifndef DARKSCREEN_THREAD_PLACEMENT_H
#define DARKSCREEN_THREAD_PLACEMENT_H

#include <pthread.h>
#include <stddef.h>

/// The CPUs a thread may run on (glibc's cpu_set_t needs _GNU_SOURCE, which the Swift Glibc
/// module does not define: the set is kept here, opaque to Swift).
typedef struct ds_cpu_set {
    unsigned long words[1024 / (8 * sizeof(unsigned long))];
} ds_cpu_set;

/// Sets `attributes` so that a thread made with them starts on a CPU this process may use other
/// than the caller's, and stores every CPU the process may use in `everywhere`. Returns 0 and
/// leaves `attributes` as they were when there is no other CPU or the sets cannot be read.
int ds_start_on_another_cpu(pthread_attr_t *attributes, ds_cpu_set *everywhere);

/// Lets the calling thread run on every CPU of `everywhere` again.
void ds_run_anywhere(const ds_cpu_set *everywhere);

/// Names the calling thread (the first 15 bytes of `name`), as `top -H` and a debugger show it.
void ds_name_thread(const char *name);

/// Gives the calling thread (one darkscreen started) a stack of `size` bytes for signal handlers,
/// above an inaccessible guard page, taken back when the thread ends: a stack overflow on that
/// thread then still runs the crash handler, which gives the terminal back. 0 when given.
int ds_give_thread_a_signal_stack(size_t size);

#endif
