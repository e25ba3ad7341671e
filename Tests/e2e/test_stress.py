"""Stress: thousands of keys as fast as the terminal takes them, resize storms, appearance flips.
darkscreen keeps up, the final frame is right, memory stays flat and the terminal comes back."""
import os
import time

from terminal import darkscreen

ORDER = ["Automatic", "Dark", "Light", "80s", "90s", "Outrun"]


def rss_kib(pid: int) -> int:
    for line in open(f"/proc/{pid}/status"):
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    return 0


def darkscreen_pid(t) -> int:
    for pid in t.child_pids():
        if "darkscreen" in open(f"/proc/{pid}/cmdline").read():
            return pid
    raise AssertionError("darkscreen is not running")


def test_ten_thousand_keys_keep_up_with_flat_memory(tmux):
    t = tmux(100, 30)
    t.start(darkscreen("--theme", "Automatic"))
    t.wait_text("Themes")
    pid = darkscreen_pid(t)
    t.literal("jk" * 500)
    t.wait_for(lambda s: " Automatic" in s.text[0], what="first burst done")
    before = rss_kib(pid)
    for _ in range(9):
        t.literal("jk" * 500)
    t.literal("jjj")  # 10,003 keys in all: three net steps down
    screen = t.wait_for(lambda s: " 80s" in s.text[0], timeout=20, what="final theme 80s")
    after = rss_kib(pid)
    if not os.environ.get("DARKSCREEN_SANITIZER"):  # ASan's quarantine keeps freed memory on purpose
        assert after - before < 2048, f"memory grew from {before} KiB to {after} KiB"
    assert any("80s" in row for row in screen.text[2:10])
    t.keys("q")
    assert t.exit_status() == 0


def test_resize_storm_leaves_a_correct_frame(tmux):
    t = tmux(80, 24)
    t.start(darkscreen("--theme", "Outrun"))
    t.wait_text("Themes")
    for i in range(100):
        t.resize(40 + (i * 37) % 120, 10 + (i * 13) % 40)
    t.resize(90, 28)
    separator = 90 // 3
    # the frame at the last size (the status line across 90 columns, the split at a third of them):
    # frames for the sizes before it may still be on their way
    screen = t.wait_for(lambda s: "Outrun" in s.text[0] and len(s.text[0].rstrip()) > 80
                        and all(s.cell(separator, r).char == "│" for r in range(1, 28)), what="redrawn at 90x28")
    assert len(screen.text) == 28
    assert "Outrun" in screen.text[0] and len(screen.text[0].rstrip()) > 80, "status line spans the new width"
    assert all(screen.cell(separator, r).char == "│" for r in range(1, 28)), "split kept its ratio"
    bg = screen.cell(89, 27).bg
    assert all(screen.cell(c, r).bg == bg for r in range(1, 28) for c in range(separator + 1, 90)), "companion fills the rest"
    t.keys("q")
    assert t.exit_status() == 0


def test_a_signal_in_the_middle_of_a_resize_storm_restores_the_terminal(tmux):
    import signal
    import threading

    from terminal import STTY_AFTER, child_pid, pane_flags
    t = tmux(100, 30)
    t.start(darkscreen("--theme", "Outrun") + STTY_AFTER)
    t.wait_text("Themes")
    pid = child_pid(t)
    stop = threading.Event()
    resized = []

    def storm():
        i = 0
        while not stop.is_set():
            t.resize(40 + (i * 37) % 120, 10 + (i * 13) % 40)
            i += 1
            resized.append(i)

    thread = threading.Thread(target=storm)
    thread.start()
    deadline = time.monotonic() + 10
    while len(resized) < 10 and thread.is_alive() and time.monotonic() < deadline:  # in the middle of the storm
        time.sleep(0.01)
    os.kill(pid, signal.SIGTERM)
    stop.set()
    thread.join()
    t.resize(100, 30)
    assert t.exit_status() == 128 + signal.SIGTERM
    flags = pane_flags(t)
    assert flags["alternate_on"] == 0 and flags["cursor_flag"] == 1 and flags["mouse_sgr_flag"] == 0
    screen = t.wait_text("TTY:")
    tty = next(line for line in screen.text if line.startswith("TTY:")).split()
    assert "echo" in tty and "icanon" in tty
