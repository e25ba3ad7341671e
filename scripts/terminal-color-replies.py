#!/usr/bin/env python3
"""Run inside a terminal: asks what it does with the colour sequences darkscreen's --apply terminal
uses, and writes the raw replies and verdicts as JSON to the file named by argv[1].

Each query is fenced by DA1 (CSI c), which every terminal answers; no wait is longer than 1.5 s."""
import json, os, re, select, sys, termios, time, tty

OUT = sys.argv[1]
fd = sys.stdin.fileno()
saved = termios.tcgetattr(fd)
tty.setraw(fd)


def ask(seq: str) -> str:
    os.write(1, (seq + "\x1b[c").encode())
    got = b""
    deadline = time.monotonic() + 1.5
    while time.monotonic() < deadline:
        r, _, _ = select.select([fd], [], [], max(0.0, deadline - time.monotonic()))
        if not r:
            break
        got += os.read(fd, 4096)
        if re.search(rb"\x1b\[\?[0-9;]*c", got):
            break
    return re.sub(r"\x1b\[\?[0-9;]*c", "", got.decode("latin-1"))


def color(reply: str):
    m = re.search(r"rgb:([0-9a-fA-F]+)/([0-9a-fA-F]+)/([0-9a-fA-F]+)", reply)
    return None if not m else "#" + "".join(c[:2].rjust(2, "0") for c in m.groups()).upper()


ST = "\x1b\\"
result = {"TERM": os.environ.get("TERM"), "queries": {}}
try:
    for code in ["10", "11", "12", "17", "19", "4;1"]:
        reply = ask(f"\x1b]{code};?{ST}")
        result["queries"][code] = reply
    original = color(ask(f"\x1b]11;?{ST}"))
    result["original_background"] = original
    # push / pop
    os.write(1, b"\x1b]11;#123456\x07")
    before = color(ask(f"\x1b]11;?{ST}"))
    os.write(1, b"\x1b[#P\x1b]11;#654321\x07")
    during = color(ask(f"\x1b]11;?{ST}"))
    os.write(1, b"\x1b[#Q")
    after = color(ask(f"\x1b]11;?{ST}"))
    result["push_pop"] = {"before": before, "during": during, "after_pop": after,
                          "works": before == "#123456" and during == "#654321" and after == "#123456"}
    # resets
    os.write(1, b"\x1b]11;#ABCDEF\x07\x1b]10;#FEDCBA\x07\x1b]4;1;#0A0B0C\x07")
    changed = color(ask(f"\x1b]11;?{ST}"))
    os.write(1, b"\x1b]111\x07\x1b]110\x07\x1b]104;1\x07")
    reset_bg = color(ask(f"\x1b]11;?{ST}"))
    reset_ansi = color(ask(f"\x1b]4;1;?{ST}"))
    result["reset"] = {"changed": changed, "after_111": reset_bg, "ansi1_after_104": reset_ansi,
                       "works": changed == "#ABCDEF" and reset_bg != "#ABCDEF" and reset_bg is not None}
    # write back what was answered
    os.write(1, f"\x1b]11;{original}\x07".encode() if original else b"")
    result["write_back"] = color(ask(f"\x1b]11;?{ST}"))
finally:
    termios.tcsetattr(fd, termios.TCSADRAIN, saved)
    with open(OUT, "w") as f:
        json.dump(result, f, indent=1)
