#define _GNU_SOURCE
#include <pthread.h>
#include <sched.h>
#include <string.h>
#include "thread_placement.h"

_Static_assert(sizeof(ds_cpu_set) == sizeof(cpu_set_t), "ds_cpu_set mirrors cpu_set_t");

int ds_start_on_another_cpu(pthread_attr_t *attributes, ds_cpu_set *everywhere) {
    cpu_set_t all, others;
    int current = sched_getcpu();
    if (current < 0 || sched_getaffinity(0, sizeof all, &all) != 0) return 0;
    others = all;
    CPU_CLR(current, &others);
    if (CPU_COUNT(&others) == 0) return 0;
    if (pthread_attr_setaffinity_np(attributes, sizeof others, &others) != 0) return 0;
    memcpy(everywhere, &all, sizeof all);
    return 1;
}

void ds_run_anywhere(const ds_cpu_set *everywhere) {
    cpu_set_t all;
    memcpy(&all, everywhere, sizeof all);
    sched_setaffinity(0, sizeof all, &all);
}

void ds_name_thread(const char *name) {
    char bounded[16];
    strncpy(bounded, name, sizeof bounded - 1);
    bounded[sizeof bounded - 1] = 0;
    pthread_setname_np(pthread_self(), bounded);
}
