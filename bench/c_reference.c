/* The C reference for `make bench` (bench/run.sh): the same job as darkscreen's first frame and a
 * key switch, written directly on ncursesw with nothing else, as the floor to compare against.
 *
 * It draws what darkscreen draws at start: a status line (name, the highlighted theme, a clock),
 * a list of the six shipped themes (their dark colours, written out below) beside a separator, and
 * a companion pane of the theme's background. Up/Down (and k/j) move the highlight and repaint
 * every cell in that theme's colours; Enter commits (a check mark); q quits. Colours are the
 * nearest xterm-256 entries, as darkscreen draws on TERM=xterm-256color.
 *
 * Build: cc -O2 -o c_reference bench/c_reference.c $(pkg-config --cflags --libs ncursesw)
 */
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <curses.h>
#include <locale.h>
#include <stdlib.h>
#include <time.h>
#include <wchar.h>

struct theme {
    const char *name;
    unsigned background, primary, secondary, status, separator, selection;
};

static const struct theme themes[] = {
    {"Automatic", 0x000000, 0xF2F2F7, 0x0A84FF, 0x000000, 0x064F99, 0x0A84FF},
    {"Dark", 0x000000, 0xFFCC00, 0xFF9500, 0x1C1C1E, 0x3A3A3C, 0xFF9500},
    {"Light", 0xFFFFFF, 0x1C1C1E, 0x007AFF, 0xE5E5EA, 0xC6C6C8, 0x007AFF},
    {"80s", 0x3D1A6E, 0xFF71CE, 0x01CDFE, 0x2A0845, 0x017B98, 0x01CDFE},
    {"90s", 0x007B7B, 0xFFFF66, 0xFFFFFF, 0x000080, 0xC0C0C0, 0xFF66CC},
    {"Outrun", 0x1F0A4F, 0xFF2A55, 0x05D9E8, 0x2D1155, 0xD300C5, 0xFF6C11},
};
enum { THEME_COUNT = sizeof themes / sizeof themes[0] };
enum { PAIR_TEXT = 1, PAIR_STATUS, PAIR_SEPARATOR, PAIR_SELECTED, PAIR_PANE };

/* The nearest xterm-256 colour: the 6x6x6 cube or the grey ramp, by squared distance. */
static short xterm256(unsigned rgb) {
    static const int steps[6] = {0, 95, 135, 175, 215, 255};
    int r = (rgb >> 16) & 0xFF, g = (rgb >> 8) & 0xFF, b = rgb & 0xFF;
    short best = 16;
    long best_distance = -1;
    for (int index = 16; index < 256; index++) {
        int cr, cg, cb;
        if (index < 232) {
            int n = index - 16;
            cr = steps[n / 36], cg = steps[(n / 6) % 6], cb = steps[n % 6];
        } else {
            cr = cg = cb = 8 + 10 * (index - 232);
        }
        long distance = 2L * (r - cr) * (r - cr) + 4L * (g - cg) * (g - cg) + 3L * (b - cb) * (b - cb);
        if (best_distance < 0 || distance < best_distance) best = (short)index, best_distance = distance;
    }
    return best;
}

static void use_theme(const struct theme *t) {
    init_pair(PAIR_TEXT, xterm256(t->primary), xterm256(t->background));
    init_pair(PAIR_STATUS, xterm256(t->primary), xterm256(t->status));
    init_pair(PAIR_SEPARATOR, xterm256(t->separator), xterm256(t->background));
    init_pair(PAIR_SELECTED, xterm256(t->background), xterm256(t->selection));
    init_pair(PAIR_PANE, xterm256(t->secondary), xterm256(t->background));
}

static void fill_row(int row, int from, int to, short pair) {
    attron(COLOR_PAIR(pair));
    mvhline(row, from, ' ', to - from);
    attroff(COLOR_PAIR(pair));
}

static void draw(int highlighted, int committed) {
    int rows = LINES, cols = COLS, list_width = cols / 3;
    const struct theme *t = &themes[highlighted];
    use_theme(t);

    char clock[6] = "";
    time_t now = time(NULL);
    strftime(clock, sizeof clock, "%H:%M", localtime(&now));
    fill_row(0, 0, cols, PAIR_STATUS);
    attron(COLOR_PAIR(PAIR_STATUS) | A_BOLD);
    mvprintw(0, 1, "darkscreen  %s", t->name);
    mvprintw(0, cols - 6, "%s", clock);
    attroff(COLOR_PAIR(PAIR_STATUS) | A_BOLD);

    cchar_t bar;
    setcchar(&bar, L"\u2502", 0, PAIR_SEPARATOR, NULL);
    for (int row = 1; row < rows; row++) {
        int index = row - 2;
        short pair = index == highlighted ? PAIR_SELECTED : PAIR_TEXT;
        fill_row(row, 0, list_width, pair);
        attron(COLOR_PAIR(pair));
        if (row == 1) {
            attron(A_BOLD);
            mvaddstr(row, 1, "Themes");
            attroff(A_BOLD);
        } else if (index >= 0 && index < THEME_COUNT) {
            mvaddwstr(row, 1, index == committed ? L"\u2713 " : L"  ");
            mvaddstr(row, 3, themes[index].name);
        }
        attroff(COLOR_PAIR(pair));
        mvadd_wch(row, list_width, &bar);
        fill_row(row, list_width + 1, cols, PAIR_PANE);
    }
    refresh();
}

int main(void) {
    setlocale(LC_ALL, "");
    initscr();
    cbreak();
    noecho();
    keypad(stdscr, TRUE);
    curs_set(0);
    start_color();
    if (COLORS < 256) {
        endwin();
        fputs("c_reference: needs a 256-colour terminal (TERM=xterm-256color)\n", stderr);
        return 1;
    }
    int highlighted = 1, committed = 1;
    draw(highlighted, committed);
    for (;;) {
        int key = getch();
        if (key == 'q' || key == ERR) break;
        if ((key == KEY_DOWN || key == 'j') && highlighted + 1 < THEME_COUNT) highlighted++;
        else if ((key == KEY_UP || key == 'k') && highlighted > 0) highlighted--;
        else if (key == '\n' || key == KEY_ENTER) committed = highlighted;
        else if (key != KEY_RESIZE) continue;
        draw(highlighted, committed);
    }
    endwin();
    return 0;
}
