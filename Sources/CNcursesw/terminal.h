// ncurses' C globals and macros, and terminfo, for Swift: Swift 6 rejects mutable C globals
// (stdscr, COLORS, ...) and cannot see function-like macros (COLOR_PAIR, A_BOLD, getmaxyx), so
// each gets a small static inline accessor here; also the tty's size and the locale curses needs.
#ifndef DARKSCREEN_TERMINAL_H
#define DARKSCREEN_TERMINAL_H

// What Debian's ncursesw.pc would add as -D flags (SwiftPM refuses those; Package.swift does not ask
// pkg-config): without this the wide-character API is missing.
#define NCURSES_WIDECHAR 1
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <ncursesw/curses.h>
#include <ncursesw/term.h>
#include <locale.h>
#include <string.h>
#include <wchar.h>
#include <langinfo.h>
#include <strings.h>
#include <stdlib.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <poll.h>
#include <fcntl.h>
#include <errno.h>

static inline WINDOW *ds_stdscr(void) { return stdscr; }

static inline int ds_colors(void) { return COLORS; }

static inline int ds_color_pairs(void) { return COLOR_PAIRS; }

static inline int ds_lines(void) { return LINES; }

static inline int ds_cols(void) { return COLS; }

static inline attr_t ds_a_bold(void) { return A_BOLD; }

static inline attr_t ds_a_reverse(void) { return A_REVERSE; }

static inline attr_t ds_a_underline(void) { return A_UNDERLINE; }

static inline attr_t ds_a_normal(void) { return A_NORMAL; }

/// Whether terminfo says the terminal does direct (24-bit) colour.
static inline int ds_has_rgb_flag(void) { return tigetflag("RGB") == 1; }

/// Whether the terminal erases with the current background colour (bce).
static inline int ds_has_bce(void) { return back_color_erase ? 1 : 0; }

/// Puts one character cell (one code point, plus up to 4 combining marks) at (row, col).
static inline int ds_put_cell(int row, int col, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    if (setcchar(&cell, text, attrs, 0, &pair) != OK) return ERR;
    return mvwadd_wch(stdscr, row, col, &cell);
}

/// Puts one cell holding a whole emoji ZWJ sequence (up to CCHARW_MAX scalars, 0-ended) at (row, col):
/// setcchar takes only a first scalar and its zero-width marks, so the cell is made from the first
/// scalar and the rest are put in it as they are. ncurses places the cell by its first scalar's
/// width and writes every scalar of it, so the terminal gets the whole cluster.
static inline int ds_put_cluster(int row, int col, const wchar_t *text, attr_t attrs, int pair) {
    cchar_t cell;
    wchar_t first[2] = { text[0], 0 };
    if (setcchar(&cell, first, attrs, 0, &pair) != OK) return ERR;
    int index = 0;
    for (; index < CCHARW_MAX && text[index] != 0; index++) cell.chars[index] = text[index];
    for (; index < CCHARW_MAX; index++) cell.chars[index] = 0;
    return mvwadd_wch(stdscr, row, col, &cell);
}

/// Puts a run of `count` wide characters that share attributes and a pair, from (row, col):
/// one call for what would otherwise be a call per cell.
static inline int ds_put_run(int row, int col, const wchar_t *text, int count, attr_t attrs, int pair) {
    wattr_set(stdscr, attrs, (short)(pair < 32768 ? pair : 0), &pair);
    int result = mvwaddnwstr(stdscr, row, col, text, count);
    wattr_set(stdscr, A_NORMAL, 0, NULL);
    return result;
}

/// Sets the window background that ncurses erases with: a space in the given pair.
static inline void ds_set_background(int pair) {
    cchar_t blank;
    wchar_t space[2] = { L' ', 0 };
    setcchar(&blank, space, A_NORMAL, 0, &pair);
    wbkgrndset(stdscr, &blank);
}

/// Adopts the user's locale (needed before initscr for wide characters); 1 when it is UTF-8.
static inline int ds_adopt_locale(void) {
    /* Only the character type matters to curses (wide characters, wcwidth, the codeset);
       loading every category costs a dozen file opens at start-up. */
    setlocale(LC_CTYPE, "");
    const char *codeset = nl_langinfo(CODESET);
    return codeset && (strcasecmp(codeset, "UTF-8") == 0 || strcasecmp(codeset, "utf8") == 0);
}

/* The columns a character takes as the C library counts them (what ncurses uses to place it). */
static inline int ds_wcwidth(unsigned int scalar) { return wcwidth((wchar_t)scalar); }

static inline WINDOW *ds_curscr(void) { return curscr; }

/// The tty's size (0 when unknown).
/// (`columns` and `lines` are terminfo macros in term.h: not usable as names here.)
static inline void ds_tty_size(int *out_columns, int *out_rows) {
    struct winsize ws;
    if (ioctl(1, TIOCGWINSZ, &ws) != 0) { *out_columns = 0; *out_rows = 0; return; }
    *out_columns = ws.ws_col;
    *out_rows = ws.ws_row;
}

/// The columns of the terminal on `fd`: -1 when `fd` is not a terminal, 0 when its size is
/// unknown. How wide command output may be.
static inline int ds_terminal_columns(int fd) {
    struct winsize ws;
    if (!isatty(fd)) return -1;
    if (ioctl(fd, TIOCGWINSZ, &ws) != 0) return 0;
    return ws.ws_col;
}

/// Follows the tty's size (darkscreen handles SIGWINCH itself, so ncurses never resizes on its
/// own): compares it with curses' and resizes; 1 when it did, 2 when the new size is larger than
/// `max_cells` or 32,767 a side (curses left as it was, so its memory stays bounded).
static inline int ds_sync_size(long max_cells) {
    int width, height;
    ds_tty_size(&width, &height);
    if (height == 0 || width == 0) return 0;
    if (height == LINES && width == COLS) return 0;
    if (height > 32767 || width > 32767 || (long)height * (long)width > max_cells) return 2;
    resize_term(height, width);
    return 1;
}

/// 1 when the terminal has gone away (the window was closed, the pty hung up): reads would
/// return at once forever, so the app must exit rather than spin.
static inline int ds_input_hung_up(void) {
    struct pollfd fd = { .fd = 0, .events = POLLIN, .revents = 0 };
    if (poll(&fd, 1, 0) < 0) return 0;
    return (fd.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0;
}

/// The terminfo colour count (valid before start_color, unlike COLORS).
static inline int ds_terminfo_colors(void) { int n = tigetnum("colors"); return n < 0 ? 0 : n; }

/// Whether the terminfo entry `type` exists and has the RGB (direct colour) flag; leaves the
/// current terminal as it was.
static inline int ds_terminfo_has_rgb(const char *type) {
    TERMINAL *saved = cur_term;
    int status = 0;
    if (setupterm((char *)type, 1, &status) != OK) { set_curterm(saved); return 0; }
    TERMINAL *probe = cur_term;
    int rgb = tigetflag("RGB") == 1 && tigetnum("colors") >= 0x1000000;
    set_curterm(saved);
    if (probe != saved) del_curterm(probe);
    return rgb;
}

/// Starts curses with the terminfo entry `type` (initscr without reading TERM) on stdin, writing
/// to a descriptor of its own for the terminal (a duplicate of stdout, close-on-exec) so that
/// descriptor can be set aside once (`ds_leave_initial_flush_mode`). Returns the descriptor
/// curses writes to, or -1 when curses could not start.
static inline int ds_start_screen(const char *type) {
    int out = fcntl(1, F_DUPFD_CLOEXEC, 3);
    FILE *output = out >= 0 ? fdopen(out, "w") : NULL;
    if (output == NULL) {
        if (out >= 0) close(out);
        output = stdout;
        out = 1;
    }
    return newterm((char *)type, output, stdin) != NULL ? out : -1;
}

/// ncurses (6.1 and later) flushes its output after every cursor movement until the screen has
/// been through endwin once (its "initial" state, meant for low-level terminfo programs): every
/// frame left as one write per line. One endwin and the refresh that resumes the screen, with
/// curses' descriptor `out` pointed at /dev/null — nothing reaches the terminal and its modes
/// stay (tcsetattr fails there) — leave that state: from then on a frame is one write. (The
/// resume is done here, before darkscreen sets its default colours: a resume inside the first
/// frame's refresh would take the terminal's colours as already set and erase with the wrong ones.)
/// Returns 1 when done (0: nothing changed, as when `out` is stdout itself).
static inline int ds_leave_initial_flush_mode(int out) {
    if (out <= 2) return 0;
    int saved = fcntl(out, F_DUPFD_CLOEXEC, 3);
    int null = open("/dev/null", O_WRONLY | O_CLOEXEC);
    if (saved < 0 || null < 0 || dup2(null, out) != out) {
        if (saved >= 0) close(saved);
        if (null >= 0) close(null);
        return 0;
    }
    close(null);
    endwin();
    doupdate();
    int restored = dup2(saved, out) == out;
    close(saved);
    fcntl(out, F_SETFD, FD_CLOEXEC);
    clearok(curscr, TRUE); // the first frame paints everything
    return restored;
}

/// Reads a terminfo string capability ("" when absent).
static inline const char *ds_terminfo_string(const char *name) {
    char *value = tigetstr(name);
    return (value == NULL || value == (char *)-1) ? "" : value;
}

/// A terminfo boolean capability: 1 when the terminal has it.
static inline int ds_terminfo_flag(const char *name) { return tigetflag(name) == 1; }

/// A terminfo string with one or two numbers put in (tiparm is variadic, which Swift cannot call).
/// An empty capability gives "". The result lives until the next call.
static inline const char *ds_terminfo_with(const char *name, int first) {
    const char *value = ds_terminfo_string(name);
    if (*value == 0) return "";
    const char *filled = tiparm(value, first);
    return filled ? filled : "";
}

static inline const char *ds_terminfo_with2(const char *name, int first, int second) {
    const char *value = ds_terminfo_string(name);
    if (*value == 0) return "";
    const char *filled = tiparm(value, first, second);
    return filled ? filled : "";
}

static inline int ds_set_escdelay(int ms) { return set_escdelay(ms); }

#endif
