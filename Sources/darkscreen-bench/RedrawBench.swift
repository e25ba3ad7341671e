import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// What the dirty flags save per key: a key handled, its frame drawn and diffed against the last
/// one painted, once through the views' dirty flags (each view draws only when what it shows
/// changed) and once redrawing every view (the frame diff the only change detector).
func redrawRows(catalog: ThemeCatalog, size: Size = Size(width: 200, height: 50)) -> [(String, Int, (median: Double, p95: Double))] {
    var rows: [(String, Int, (median: Double, p95: Double))] = []
    // A theme switch re-themes every view; the others change one view (the list's rows, the status line).
    let keys: [(String, [AppEvent])] = [
        ("Down/Up (a theme switch)", [.input(.key(.down)), .input(.key(.up))]),
        ("/ and Esc (the filter prompt opens and closes)", [.input(.key(.character("/"))), .input(.key(.escape))]),
        ("the clock (status line only)", [.clock("12:01"), .clock("12:02")]),
    ]
    for (name, events) in keys {
        for everyView in [false, true] {
            let app = AppController(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size, time: "12:00")
            var painter = FramePainter(mode: .direct, pairCapacity: 32_767)
            app.render()
            _ = painter.paint(app.frame)
            var buffer = app.frame
            var step = 0
            rows.append(("\(name), \(everyView ? "every view redrawn" : "dirty views only") (200×50, update + draw + diff)", 1001,
                         measure(rounds: 1001) {
                _ = app.handle(events[step % events.count])
                step += 1
                if everyView {
                    app.screen.display(into: &buffer, force: true)
                    blackHole(painter.paint(buffer))
                } else if app.render() {
                    blackHole(painter.paint(app.frame))
                }
            }))
        }
    }
    return rows
}
