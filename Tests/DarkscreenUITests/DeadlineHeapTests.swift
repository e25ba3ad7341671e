import Testing
import DarkscreenState
@testable import DarkscreenUI

/// The timer's deadlines: earliest first, one entry per element (added again: moved), nothing
/// taken before its time.
@Suite struct DeadlineHeapTests {
    @Test("elements come out earliest first, ties in the order they were added, only once due")
    func order() {
        var heap = DeadlineHeap<String>()
        for (name, deadline) in [("c", 30), ("a", 10), ("d", 30), ("b", 20), ("e", 5)] { heap.add(name, at: deadline) }
        #expect(heap.nextDeadline == 5)
        #expect(heap.takeDue(at: 4).isEmpty)
        #expect(heap.takeDue(at: 20) == ["e", "a", "b"])
        #expect(heap.nextDeadline == 30)
        #expect(heap.takeDue(at: 100) == ["c", "d"])
        #expect(heap.isEmpty && heap.nextDeadline == nil)
    }

    @Test("an element added again replaces the one waiting, later or earlier (a debounce)")
    func replaces() {
        var heap = DeadlineHeap<String>()
        heap.add("requery", at: 150)
        heap.add("frame", at: 35)
        heap.add("requery", at: 250)
        #expect(heap.count == 2)
        #expect(heap.takeDue(at: 200) == ["frame"])
        heap.add("requery", at: 10)
        #expect(heap.count == 1)
        #expect(heap.takeDue(at: 10) == ["requery"])
    }

    @Test("many deadlines in any order come out sorted", arguments: [1, 2, 7, 64, 257])
    func sorted(count: Int) {
        var heap = DeadlineHeap<Int>()
        var generator = SplitMix(seed: UInt64(count))
        var deadlines: [Int] = []
        for element in 0..<count {
            let deadline = Int(generator.next() % 1_000)
            deadlines.append(deadline)
            heap.add(element, at: deadline)
        }
        // Every third element moved to a new deadline.
        for element in stride(from: 0, to: count, by: 3) {
            deadlines[element] = Int(generator.next() % 1_000)
            heap.add(element, at: deadlines[element])
        }
        let taken = heap.takeDue(at: 1_000)
        #expect(taken.count == count)
        #expect(taken.map { deadlines[$0] } == deadlines.sorted())
    }

    @Test("the timer posts each event into the inbox once due, and is idle with none waiting")
    func timerWake() {
        final class Time: @unchecked Sendable { var now = 0 }
        let time = Time(), inbox = EventInbox()
        let timer = TimerWake(inbox: inbox, now: { time.now })
        #expect(timer.pollInterval == nil)
        timer.after(150, .requeryDue)
        timer.after(35, .fadeFrame)
        #expect(timer.pollInterval == 35)
        time.now = 40
        #expect(timer.pollInterval == 0)
        timer.wake()
        #expect(inbox.take() == [.fadeFrame])
        timer.after(150, .requeryDue)  // asked again: 150 ms from now
        time.now = 160
        timer.wake()
        #expect(inbox.take().isEmpty)
        time.now = 190
        timer.wake()
        #expect(inbox.take() == [.requeryDue])
        #expect(timer.pollInterval == nil)
    }
}

/// A small deterministic generator (the test's numbers are the same on every run).
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
