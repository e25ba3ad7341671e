#include "clock_set_timer.h"

#include <errno.h>
#include <string.h>
#include <sys/timerfd.h>
#include <time.h>
#include <unistd.h>

int ds_clock_set_timer_create(void) {
    int fd = timerfd_create(CLOCK_REALTIME, TFD_NONBLOCK | TFD_CLOEXEC);
    if (fd < 0) return -1;
    if (ds_clock_set_timer_arm(fd) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int ds_clock_set_timer_arm(int fd) {
    struct itimerspec spec;
    memset(&spec, 0, sizeof spec);
    /* Far in the future: armed only to hear of clock changes. */
    spec.it_value.tv_sec = (time_t)0x7fffffff;
    return timerfd_settime(fd, TFD_TIMER_ABSTIME | TFD_TIMER_CANCEL_ON_SET, &spec, NULL);
}

int ds_clock_set_timer_take(int fd) {
    unsigned long long expirations = 0;
    ssize_t got = read(fd, &expirations, sizeof expirations);
    if (got < 0 && errno == ECANCELED) {
        (void)ds_clock_set_timer_arm(fd);
        return 1;
    }
    return 0;
}
