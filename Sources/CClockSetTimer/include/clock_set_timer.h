#ifndef DS_CLOCK_SET_TIMER_H
#define DS_CLOCK_SET_TIMER_H

/// A CLOCK_REALTIME timerfd armed far in the future with TFD_TIMER_CANCEL_ON_SET: it never fires,
/// and is readable (ECANCELED) when the wall clock is set or jumps (a sleep of the machine).
/// Returns the descriptor (non-blocking, close-on-exec) or -1.
int ds_clock_set_timer_create(void);

/// Arms it again (after each clock change is taken); 0 on success, -1 with errno.
int ds_clock_set_timer_arm(int fd);

/// 1: the wall clock was set since the last call (and the descriptor is cleared); 0: nothing.
int ds_clock_set_timer_take(int fd);

#endif
