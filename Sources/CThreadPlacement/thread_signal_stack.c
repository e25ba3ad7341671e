#include <pthread.h>
#include <signal.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>
#include "thread_placement.h"

/* A thread's signal stack: the mapping (guard page first) and its length, unmapped when the
   thread ends (the key's destructor runs on the ending thread, after its last handler could). */
struct ds_signal_stack {
    char *base;
    size_t length;
};

static pthread_key_t stack_key;
static pthread_once_t stack_key_once = PTHREAD_ONCE_INIT;
static int stack_key_made = 0;

static void release_signal_stack(void *value) {
    struct ds_signal_stack *stack = value;
    stack_t off;
    memset(&off, 0, sizeof off);
    off.ss_flags = SS_DISABLE;
    sigaltstack(&off, NULL);
    munmap(stack->base, stack->length);
    free(stack);
}

static void make_stack_key(void) {
    stack_key_made = pthread_key_create(&stack_key, release_signal_stack) == 0;
}

int ds_give_thread_a_signal_stack(size_t size) {
    pthread_once(&stack_key_once, make_stack_key);
    if (!stack_key_made) return -1;
    long page = sysconf(_SC_PAGESIZE);
    if (page <= 0) page = 4096;
    struct ds_signal_stack *record = malloc(sizeof *record);
    if (record == NULL) return -1;
    record->length = size + (size_t)page;
    record->base = mmap(NULL, record->length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_STACK, -1, 0);
    if (record->base == MAP_FAILED) {
        free(record);
        return -1;
    }
    mprotect(record->base, (size_t)page, PROT_NONE); /* a fault, not silent corruption, if a handler overruns it */
    stack_t stack;
    memset(&stack, 0, sizeof stack);
    stack.ss_sp = record->base + page;
    stack.ss_size = size;
    if (sigaltstack(&stack, NULL) != 0) {
        munmap(record->base, record->length);
        free(record);
        return -1;
    }
    if (pthread_setspecific(stack_key, record) != 0) {
        release_signal_stack(record);
        return -1;
    }
    return 0;
}
