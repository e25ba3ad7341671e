"""Writes COUNT theme files in the seven formats darkscreen imports (round robin), each a distinct
scheme, into FOLDER: the drop-in folder of the "500 files" benchmark case.
Usage: python3 bench/theme_folder.py FOLDER [COUNT]"""
import json
import os
import sys

NAMES = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]


def colors(i):
    shade = lambda k: f"{(i * 7 + k * 37) % 256:02x}{(i * 3 + k * 11) % 256:02x}{(i + k * 53) % 256:02x}"
    return {"bg": f"{i % 40:02x}{i // 40 % 40:02x}30", "fg": "e0e0e0", "palette": [shade(k) for k in range(16)]}


def kitty(i, c):
    return f"## name: Bench {i}\nbackground #{c['bg']}\nforeground #{c['fg']}\n" + "".join(
        f"color{k} #{v}\n" for k, v in enumerate(c["palette"]))


def ghostty(i, c):
    return f"background = #{c['bg']}\nforeground = #{c['fg']}\n" + "".join(
        f"palette = {k}=#{v}\n" for k, v in enumerate(c["palette"]))


def foot(i, c):
    p = c["palette"]
    return f"[colors]\nbackground={c['bg']}\nforeground={c['fg']}\n" + "".join(
        f"regular{k}={p[k]}\nbright{k}={p[k + 8]}\n" for k in range(8))


def alacritty(i, c):
    p = c["palette"]
    text = f"[colors.primary]\nbackground = '#{c['bg']}'\nforeground = '#{c['fg']}'\n"
    for table, offset in (("normal", 0), ("bright", 8)):
        text += f"[colors.{table}]\n" + "".join(f"{n} = '#{p[k + offset]}'\n" for k, n in enumerate(NAMES))
    return text


def base16(i, c):
    p = c["palette"]
    slots = [c["bg"], p[0], p[8], p[8], c["fg"], c["fg"], p[7], p[15], p[1], p[9], p[3], p[2], p[6], p[4], p[5], p[13]]
    return f'system: "base16"\nname: "Bench {i}"\nvariant: "dark"\npalette:\n' + "".join(
        f'  base{k:02X}: "#{v}"\n' for k, v in enumerate(slots))


def wt(i, c):
    p = c["palette"]
    scheme = {"name": f"Bench {i}", "background": "#" + c["bg"], "foreground": "#" + c["fg"]}
    for k, n in enumerate(["black", "red", "green", "yellow", "blue", "purple", "cyan", "white"]):
        scheme[n] = "#" + p[k]
        scheme["bright" + n.capitalize()] = "#" + p[k + 8]
    return json.dumps(scheme, indent=2)


def itermcolors(i, c):
    def entry(key, hex6):
        r, g, b = (int(hex6[j:j + 2], 16) / 255 for j in (0, 2, 4))
        return (f"<key>{key}</key><dict><key>Blue Component</key><real>{b}</real><key>Green Component</key>"
                f"<real>{g}</real><key>Red Component</key><real>{r}</real></dict>\n")
    body = entry("Background Color", c["bg"]) + entry("Foreground Color", c["fg"]) + "".join(
        entry(f"Ansi {k} Color", v) for k, v in enumerate(c["palette"]))
    return f'<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n{body}</dict>\n</plist>\n'


FORMATS = [("conf", kitty), ("", ghostty), ("ini", foot), ("toml", alacritty), ("yaml", base16), ("json", wt),
           ("itermcolors", itermcolors)]

folder, count = sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 500
os.makedirs(folder, exist_ok=True)
for i in range(count):
    extension, write = FORMATS[i % len(FORMATS)]
    with open(os.path.join(folder, f"bench-{i:04d}" + (f".{extension}" if extension else "")), "w") as f:
        f.write(write(i, colors(i)))
