/// Runs `body` `rounds` times and returns the median and 95th percentile in microseconds.
func measure(rounds: Int, _ body: () -> Void) -> (median: Double, p95: Double) {
    let clock = ContinuousClock()
    var samples: [Double] = []
    samples.reserveCapacity(rounds)
    for _ in 0..<rounds {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.attoseconds) / 1e12 + Double(elapsed.components.seconds) * 1e6)
    }
    samples.sort()
    return (samples[samples.count / 2], samples[min(samples.count - 1, samples.count * 95 / 100)])
}

func format(_ microseconds: Double) -> String {
    if microseconds >= 1000 { return String(Int((microseconds / 1000 * 100).rounded())).inserting(decimalAt: 2) + " ms" }
    return String(Int((microseconds * 100).rounded())).inserting(decimalAt: 2) + " µs"
}

extension String {
    /// "12345" with 2 decimals → "123.45".
    func inserting(decimalAt places: Int) -> String {
        let padded = count <= places ? String(repeating: "0", count: places - count + 1) + self : self
        return String(padded.dropLast(places)) + "." + String(padded.suffix(places))
    }
}

/// Keeps a value alive so the optimizer cannot drop the work that made it.
@inline(never)
func blackHole<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
