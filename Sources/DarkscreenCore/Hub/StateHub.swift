/// The observer hub (NotificationCenter for the app's state): keeps its observers weakly, in the
/// order they registered, and posts one thing to them — a new value (the app posts its whole
/// state) together with the canvas they render it into. A post goes out only when the value
/// differs from the one posted last; what each observer draws is not compared here (the frame
/// diff below does that). Generic because the posted state and the canvas live in modules that
/// build on this one.
public final class StateHub<Value: Equatable, Canvas> {
    private struct WeakObserver {
        weak var observer: (any StateObserver<Value, Canvas>)?
    }

    private var observers: [WeakObserver] = []
    /// Identities of registered observers, so registering many is not quadratic. An identity can
    /// outlive its object (and be reused by a new one), so a hit is confirmed against the list.
    private var identities: Set<ObjectIdentifier> = []
    /// The value posted last (nil before the first post and after `invalidate()`).
    private var value: Value?
    /// How many posts went out (for tests and benchmarks).
    public private(set) var postCount = 0

    public init() {}

    /// Adds an observer after those already registered (posts reach them in this order).
    public func register(_ observer: any StateObserver<Value, Canvas>) {
        let identity = ObjectIdentifier(observer)
        if identities.contains(identity) {
            if observers.contains(where: { $0.observer === observer }) { return }
            pruneReleased()
        }
        identities.insert(identity)
        observers.append(WeakObserver(observer: observer))
    }

    private func pruneReleased() {
        observers.removeAll { $0.observer == nil }
        identities = Set(observers.compactMap { $0.observer.map(ObjectIdentifier.init) })
    }

    /// Posts `newValue` to every registered observer, each rendering it into `canvas`, unless it
    /// equals the value posted last. Returns whether it was posted.
    @discardableResult
    public func post(_ newValue: Value, into canvas: inout Canvas) -> Bool {
        if let value, value == newValue { return false }
        value = newValue
        postCount += 1
        var sawReleased = false
        for entry in observers {
            if let observer = entry.observer {
                observer.hub(didPost: newValue, into: &canvas)
            } else {
                sawReleased = true
            }
        }
        if sawReleased { pruneReleased() }
        return true
    }

    /// Forgets the value posted last, so the next post goes out even when it is the same (what
    /// was drawn from it is gone: the terminal was handed back during Ctrl-Z).
    public func invalidate() {
        value = nil
    }
}

/// Anything registered with a `StateHub` (the views): on each post it renders the value into the
/// canvas, from the value alone — it keeps no copy of it.
public protocol StateObserver<Value, Canvas>: AnyObject {
    associatedtype Value
    associatedtype Canvas
    func hub(didPost value: Value, into canvas: inout Canvas)
}
