import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Renders each posted theme's name into a list of lines (the canvas), and counts its posts.
final class RecordingObserver: StateObserver {
    var received: [String] = []
    func hub(didPost value: Theme, into canvas: inout [String]) {
        received.append(value.name)
        canvas.append(value.name)
    }
}

func sampleTheme(_ name: String, background: UInt32 = 0x000000) -> Theme {
    Theme(
        name: name, statusLine: .default,
        colors: ThemeColors { role in
            role == .background ? DynamicColor(RGB(background)) : DynamicColor(light: RGB(0x111111), dark: RGB(0xEEEEEE))
        })
}

@Suite struct StateHubTests {
    @Test("one post reaches every registered observer, in the order they registered, with the canvas")
    func postReachesAll() {
        let hub = StateHub<Theme, [String]>()
        let observers = (0..<5).map { _ in RecordingObserver() }
        observers.forEach { hub.register($0) }
        var canvas: [String] = []
        #expect(hub.post(sampleTheme("B", background: 0xFFFFFF), into: &canvas))
        for observer in observers {
            #expect(observer.received == ["B"])
        }
        #expect(canvas == Array(repeating: "B", count: 5))
        #expect(hub.postCount == 1)
    }

    @Test("posting the value posted last is a no-op, until invalidated")
    func noOpPost() {
        let hub = StateHub<Theme, [String]>()
        let observer = RecordingObserver()
        hub.register(observer)
        var canvas: [String] = []
        hub.post(sampleTheme("A"), into: &canvas)
        #expect(!hub.post(sampleTheme("A"), into: &canvas))
        #expect(observer.received == ["A"] && hub.postCount == 1)
        hub.invalidate()
        #expect(hub.post(sampleTheme("A"), into: &canvas))
        #expect(observer.received == ["A", "A"])
    }

    @Test("the hub holds observers weakly and drops one that is gone")
    func weakDrop() {
        let hub = StateHub<Theme, [String]>()
        let kept = RecordingObserver()
        hub.register(kept)
        weak var gone: RecordingObserver?
        do {
            let temporary = RecordingObserver()
            gone = temporary
            hub.register(temporary)
        }
        #expect(gone == nil, "the hub does not keep an observer alive")
        var canvas: [String] = []
        hub.post(sampleTheme("B"), into: &canvas)
        #expect(kept.received == ["B"])
        #expect(canvas == ["B"])
    }

    @Test("registering twice delivers once")
    func registerTwice() {
        let hub = StateHub<Theme, [String]>()
        let observer = RecordingObserver()
        hub.register(observer)
        hub.register(observer)
        var canvas: [String] = []
        hub.post(sampleTheme("B"), into: &canvas)
        #expect(observer.received.count == 1)
    }
}
