import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// In-process benchmarks of the key path, run by `make bench`. Prints medians and p95 over rounds.
let themeCount = 10_000

func catalogJSON(count: Int) -> [UInt8] {
    var text = "{\"themes\": [\n"
    for index in 0..<count {
        let shade = String(index % 256, radix: 16)
        let hex = "#" + String(repeating: "0", count: 2 - shade.count) + shade + "40C0"
        text += """
              {"name": "Theme \(index)", "statusLine": "default", "colors": {"background": {"light": "#F2F2F7", "dark": "\(hex)"},
               "primary": "label", "secondary": "#0A84FF", "separator": {"from": "secondary", "darken": 0.4},
               "selection": {"from": "background", "lighten": 0.3}}}
            """
        text += index + 1 < count ? ",\n" : "\n"
    }
    return Array((text + "]}").utf8)
}

/// An observer that draws nothing: the hub's own cost of a post.
final class CountingObserver: StateObserver {
    func hub(didPost value: Theme, into canvas: inout Int) { canvas += 1 }
}

var rows: [(String, Int, (median: Double, p95: Double))] = []

// The shipped themes.json (palettes and cursors included): what every start-up decodes.
if let shipped = ThemeSource.shippedThemesPath(), let shippedBytes = try? FileSystem.readBytes(at: shipped) {
    rows.append(
        (
            "decode + validate the shipped themes.json (\(shippedBytes.count) bytes)", 1001,
            measure(rounds: 1001) {
                blackHole(try! ThemeDecoder.decode(shippedBytes, file: "themes.json"))
            }
        ))
}

let bytes = catalogJSON(count: themeCount)
var themes: [Theme] = []
rows.append(
    (
        "parse the JSON only (10,000 themes)", 15,
        measure(rounds: 15) {
            blackHole(try! JSONParser.parse(bytes))
        }
    ))
rows.append(
    (
        "decode + validate themes.json, 10,000 themes (\(bytes.count / 1024) KiB)", 15,
        measure(rounds: 15) {
            themes = try! ThemeDecoder.decode(bytes, file: "bench.json")
        }
    ))

rows.append(
    (
        "first frame's part: the first \(ThemeFiles.prefixThemes) of the 10,000 themes", 101,
        measure(rounds: 101) {
            blackHole(try! ThemeDecoder.decodePrefix(Array(bytes.prefix(ThemeFiles.largeFileBytes)), file: "bench.json", count: ThemeFiles.prefixThemes))
        }
    ))

rows.append(
    (
        "resolve every role of 10,000 themes, both appearances", 15,
        measure(rounds: 15) {
            for theme in themes {
                blackHole(theme.colors.resolved(for: .light))
                blackHole(theme.colors.resolved(for: .dark))
            }
        }
    ))

rows.append(
    (
        "contrast figures (WCAG + APCA, text roles) of 10,000 themes, both appearances", 5,
        measure(rounds: 5) {
            for theme in themes {
                blackHole(ContrastFigures.textRoles(of: theme, for: .light))
                blackHole(ContrastFigures.textRoles(of: theme, for: .dark))
            }
        }
    ))

let hub = StateHub<Theme, Int>()
let observers = (0..<10_000).map { _ in CountingObserver() }
observers.forEach { hub.register($0) }
var flip = false
var posted = 0
rows.append(
    (
        "hub post to 10,000 observers", 101,
        measure(rounds: 101) {
            flip.toggle()
            hub.post(themes[flip ? 1 : 2], into: &posted)
        }
    ))

let catalog = ThemeCatalog(themes: Array(themes.prefix(6)))
let app = AppController(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: Size(width: 200, height: 50), time: "12:00")
app.render()
var down = true
rows.append(
    (
        "theme switch: apply + render a 200×50 frame into the cell grid", 301,
        measure(rounds: 301) {
            down.toggle()
            _ = app.handle(.input(.key(down ? .down : .up)))
            app.render()
        }
    ))

rows += redrawRows(catalog: catalog)

let before = app.frame
_ = app.handle(.input(.key(.down)))
app.render()
let after = app.frame
// What the renderer does per frame: FramePainter compares with the frame it painted last.
var painter = FramePainter(mode: .direct, pairCapacity: 32_767)
_ = painter.paint(before)
var showingAfter = false
rows.append(
    (
        "paint the difference of two 200×50 frames (a full theme switch)", 301,
        measure(rounds: 301) {
            showingAfter.toggle()
            blackHole(painter.paint(showingAfter ? after : before))
        }
    ))

let big = ThemeCatalog(themes: themes)
let bigApp = AppController(catalog: big, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: Size(width: 200, height: 50), time: "12:00")
bigApp.render()
rows.append(
    (
        "theme switch with 10,000 themes in the catalog (200×50)", 301,
        measure(rounds: 301) {
            down.toggle()
            _ = bigApp.handle(.input(.key(down ? .down : .up)))
            bigApp.render()
        }
    ))

// A paste of 3,000 characters into the `/` filter over 10,000 themes: every character through
// the update step, then one frame (the run loop draws once per batch of input).
let pasteKeys: [AppEvent] =
    [.input(.key(.character("/")))]
    + Array("Theme 12" + String(repeating: "x", count: 2_992)).map {
        .input(.key(.character($0)))
    }
rows.append(
    (
        "paste 3,000 characters into the / filter, 10,000 themes (update + one frame)", 31,
        measure(rounds: 31) {
            for event in pasteKeys { _ = bigApp.handle(event) }
            bigApp.render()
            _ = bigApp.handle(.input(.key(.escape)))
            bigApp.render()
        }
    ))

// One key in the fuzzy `/` filter over 10,000 names, the worst case: every name is still a
// candidate, so every one is scored and the matches ranked (target: at most 5 ms).
rows.append(
    (
        "fuzzy / filter: the first key over 10,000 names (score + rank all)", 101,
        measure(rounds: 101) {
            var filter = ThemeFilter(catalog: bigApp.state.catalog, highlightBefore: 0)
            filter.append("e", catalog: bigApp.state.catalog)
            blackHole(filter)
        }
    ))
var typed = ThemeFilter(catalog: bigApp.state.catalog, highlightBefore: 0)
for character in "th" { typed.append(character, catalog: bigApp.state.catalog) }
rows.append(
    (
        "fuzzy / filter: a third key (\"thm\") over 10,000 names", 101,
        measure(rounds: 101) {
            var filter = typed
            filter.append("m", catalog: bigApp.state.catalog)
            blackHole(filter)
        }
    ))

rows += folderCacheRows()

print("| benchmark | rounds | median | p95 |")
print("|---|---:|---:|---:|")
for (name, rounds, result) in rows {
    print("| \(name) | \(rounds) | \(format(result.median)) | \(format(result.p95)) |")
}
