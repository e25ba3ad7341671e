import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

final class RecordingObserver: ThemeObserver {
    var received: [ThemeNotification] = []
    func hub(_ hub: ThemeHub, didPost notification: ThemeNotification) {
        received.append(notification)
    }
}

func sampleTheme(_ name: String, background: UInt32 = 0x000000) -> Theme {
    Theme(name: name, statusLine: .default, colors: ThemeColors { role in
        role == .background ? DynamicColor(RGB(background)) : DynamicColor(light: RGB(0x111111), dark: RGB(0xEEEEEE))
    })
}

@Suite struct ThemeHubTests {
    @Test("one post reaches every registered observer")
    func postReachesAll() {
        let hub = ThemeHub(theme: sampleTheme("A"), traits: TraitCollection(appearance: .dark))
        let observers = (0..<5).map { _ in RecordingObserver() }
        observers.forEach(hub.register)
        #expect(hub.apply(theme: sampleTheme("B", background: 0xFFFFFF)))
        for observer in observers {
            #expect(observer.received == [.themeDidChange(sampleTheme("B", background: 0xFFFFFF))])
        }
        #expect(hub.postCount == 1)
    }

    @Test("posting the current value is a no-op")
    func noOpPost() {
        let hub = ThemeHub(theme: sampleTheme("A"), traits: TraitCollection(appearance: .dark))
        let observer = RecordingObserver()
        hub.register(observer)
        #expect(!hub.apply(theme: sampleTheme("A")))
        #expect(!hub.apply(traits: TraitCollection(appearance: .dark)))
        #expect(!hub.apply(traits: TraitCollection(appearance: .unspecified)), "unspecified resolves as dark: same colours")
        #expect(observer.received.isEmpty)
        #expect(hub.postCount == 0)
    }

    @Test("the hub holds observers weakly and drops one that is gone")
    func weakDrop() {
        let hub = ThemeHub(theme: sampleTheme("A"), traits: TraitCollection(appearance: .dark))
        let kept = RecordingObserver()
        hub.register(kept)
        weak var gone: RecordingObserver?
        do {
            let temporary = RecordingObserver()
            gone = temporary
            hub.register(temporary)
        }
        #expect(gone == nil, "the hub does not keep an observer alive")
        hub.apply(traits: TraitCollection(appearance: .light))
        #expect(kept.received == [.traitsDidChange(TraitCollection(appearance: .light))])
    }

    @Test("registering twice delivers once")
    func registerTwice() {
        let hub = ThemeHub(theme: sampleTheme("A"), traits: TraitCollection(appearance: .dark))
        let observer = RecordingObserver()
        hub.register(observer)
        hub.register(observer)
        hub.apply(theme: sampleTheme("B"))
        #expect(observer.received.count == 1)
    }
}
