/// The deadlines waiting in `TimerWake`: a binary min-heap by deadline (ties in the order they
/// were added), with at most one entry per element: adding an element equal to one waiting
/// replaces it (a debounce). Small (a fade's frame, the re-query, the schedule's switch), so the
/// replacement's scan costs nothing.
public struct DeadlineHeap<Element: Equatable> {
    private struct Entry {
        var deadline: Int
        var order: Int
        var element: Element

        func comes(before other: Entry) -> Bool {
            (deadline, order) < (other.deadline, other.order)
        }
    }

    private var entries: [Entry] = []
    private var added = 0

    public init() {}

    public var count: Int { entries.count }
    public var isEmpty: Bool { entries.isEmpty }

    /// The earliest deadline waiting (nil when none).
    public var nextDeadline: Int? { entries.first?.deadline }

    /// Adds `element` due at `deadline`; an equal element waiting is taken out first.
    public mutating func add(_ element: Element, at deadline: Int) {
        if let index = entries.firstIndex(where: { $0.element == element }) { remove(at: index) }
        added += 1
        entries.append(Entry(deadline: deadline, order: added, element: element))
        siftUp(entries.count - 1)
    }

    /// Takes out every element due at `now` (deadline ≤ now), earliest first.
    public mutating func takeDue(at now: Int) -> [Element] {
        var due: [Element] = []
        while let first = entries.first, first.deadline <= now {
            due.append(first.element)
            remove(at: 0)
        }
        return due
    }

    private mutating func remove(at index: Int) {
        let last = entries.count - 1
        if index != last { entries.swapAt(index, last) }
        entries.removeLast()
        guard index < entries.count else { return }
        siftDown(index)
        siftUp(index)
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard entries[child].comes(before: entries[parent]) else { return }
            entries.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            var first = parent
            for child in [2 * parent + 1, 2 * parent + 2] where child < entries.count && entries[child].comes(before: entries[first]) {
                first = child
            }
            guard first != parent else { return }
            entries.swapAt(parent, first)
            parent = first
        }
    }
}
