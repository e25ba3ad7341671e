import DarkscreenCore
import DarkscreenState
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// A key's whole cost in the process: the key handled, its frame drawn (every view renders the
/// posted state) and diffed against the last one painted, for a key that switches the theme and
/// keys that change one part of the screen.
func redrawRows(catalog: ThemeCatalog, size: Size = Size(width: 200, height: 50)) -> [(String, Int, (median: Double, p95: Double))] {
    var rows: [(String, Int, (median: Double, p95: Double))] = []
    let keys: [(String, [AppEvent])] = [
        ("Down/Up (a theme switch)", [.input(.key(.down)), .input(.key(.up))]),
        ("/ and Esc (the filter prompt opens and closes)", [.input(.key(.character("/"))), .input(.key(.escape))]),
        ("the clock (status line only)", [.clock("12:01"), .clock("12:02")])
    ]
    for (name, events) in keys {
        let app = AppController(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size, time: "12:00")
        var painter = FramePainter(mode: .direct, pairCapacity: 32_767)
        app.render()
        _ = painter.paint(app.frame)
        var step = 0
        rows.append(
            (
                "\(name) (200×50, update + draw + diff)", 1001,
                measure(rounds: 1001) {
                    _ = app.handle(events[step % events.count])
                    step += 1
                    if app.render() { blackHole(painter.paint(app.frame)) }
                }
            ))
    }
    // A wake that changed nothing (the minute's clock event with the same time): no frame at all.
    let idle = AppController(catalog: catalog, themeIndex: 0, traits: TraitCollection(appearance: .dark), size: size, time: "12:00")
    idle.render()
    rows.append(
        (
            "a wake that changes nothing (update + the hub's comparison)", 1001,
            measure(rounds: 1001) {
                _ = idle.handle(.clock("12:00"))
                blackHole(idle.render())
            }
        ))
    return rows
}
