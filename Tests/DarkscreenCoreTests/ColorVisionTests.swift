import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The lens against the published figures: Viénot 1999 for protanopia and deuteranopia, Brettel
/// 1997 for tritanopia, Machado 2009 with a severity for the anomalies.
@Suite struct ColorVisionTests {
    /// Machado et al. (2009), the published simulation matrices at severity 1.0 and 0.5 (row-major).
    static let machado: [(ColorVision, Double, [Double])] = [
        (.protanomaly, 1.0, [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998]),
        (.deuteranomaly, 1.0, [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881]),
        (.tritanomaly, 1.0, [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900]),
        (.protanomaly, 0.5, [0.458064, 0.679578, -0.137642, 0.092785, 0.846313, 0.060902, -0.007494, -0.016807, 1.024301]),
        (.deuteranomaly, 0.5, [0.547494, 0.607765, -0.155259, 0.181692, 0.781742, 0.036566, -0.010410, 0.027275, 0.983136]),
        (.tritanomaly, 0.5, [1.017277, 0.027029, -0.044306, -0.006113, 0.958479, 0.047634, 0.006379, 0.248708, 0.744913]),
        (.protanomaly, 0.1, [0.856167, 0.182038, -0.038205, 0.029342, 0.955115, 0.015544, -0.002880, -0.001563, 1.004443])
    ]

    @Test("Machado's matrices at the published severities; each row sums to 1 so greys stay grey", arguments: machado)
    func machadoMatrices(vision: ColorVision, severity: Double, expected: [Double]) throws {
        let matrix = try #require(vision.matrix(severity: severity))
        for (got, want) in zip(matrix, expected) { #expect(abs(got - want) < 1e-9) }
        for row in 0..<3 { #expect(abs(matrix[row * 3] + matrix[row * 3 + 1] + matrix[row * 3 + 2] - 1) < 0.001) }
    }

    @Test("between published severities the matrix is the straight line between them; 0 is normal vision; out of range is clamped")
    func severityBetween() throws {
        let at = try #require(ColorVision.deuteranomaly.matrix(severity: 0.55))
        let low = try #require(ColorVision.deuteranomaly.matrix(severity: 0.5)), high = try #require(ColorVision.deuteranomaly.matrix(severity: 0.6))
        for index in 0..<9 { #expect(abs(at[index] - (low[index] + high[index]) / 2) < 1e-9) }
        #expect(ColorVision.protanomaly.matrix(severity: 0) == ColorVision.identity)
        #expect(ColorVision.protanomaly.simulate(RGB(0xD03030), severity: 0) == RGB(0xD03030))
        #expect(ColorVision.protanomaly.matrix(severity: 7) == ColorVision.protanomaly.matrix(severity: 1))
        #expect(ColorVision.protanomaly.matrix(severity: .nan) == ColorVision.protanomaly.matrix(severity: ColorVision.defaultSeverity))
    }

    /// libDaltonLens's published Viénot 1999 matrices on sRGB.
    @Test(
        "Viénot 1999 for protanopia and deuteranopia: the published matrices; black, white and the blue primary stay",
        arguments: [
            (ColorVision.protanopia, [0.11238, 0.88762, 0.0, 0.11238, 0.88762, 0.0, 0.00401, -0.00401, 1.0]),
            (ColorVision.deuteranopia, [0.29275, 0.70725, 0.0, 0.29275, 0.70725, 0.0, -0.02234, 0.02234, 1.0])
        ])
    func vienot(vision: ColorVision, expected: [Double]) throws {
        let matrix = try #require(vision.matrix())
        for (got, want) in zip(matrix, expected) { #expect(abs(got - want) < 1e-9) }
        for kept: UInt32 in [0x000000, 0xFFFFFF, 0x0000FF, 0x777777] {
            let seen = vision.simulate(RGB(kept))
            #expect(
                abs(Int(seen.red) - Int(RGB(kept).red)) <= 1 && abs(Int(seen.green) - Int(RGB(kept).green)) <= 1
                    && abs(Int(seen.blue) - Int(RGB(kept).blue)) <= 1, "\(kept)")
        }
        // A projection: what a dichromat sees, seen again, is the same.
        for color: UInt32 in [0xD03030, 0x30A030, 0xE0C020, 0x8040C0] {
            let once = vision.simulate(RGB(color))
            let twice = vision.simulate(once)
            #expect(abs(Int(once.red) - Int(twice.red)) <= 1 && abs(Int(once.green) - Int(twice.green)) <= 1 && abs(Int(once.blue) - Int(twice.blue)) <= 1)
        }
    }

    @Test("Brettel 1997 for tritanopia: two half-planes, chosen by the side of the separation plane; white and black stay")
    func brettel() throws {
        let first = try #require(ColorVision.tritanopia.matrix(first: true)), second = try #require(ColorVision.tritanopia.matrix(first: false))
        #expect(first == [1.01277, 0.13548, -0.14826, -0.01243, 0.86812, 0.14431, 0.07589, 0.80500, 0.11911])
        #expect(second == [0.93678, 0.18979, -0.12657, 0.06154, 0.81526, 0.12320, -0.37562, 1.12767, 0.24796])
        // Red (n · red > 0) takes the first half-plane, blue (n · blue < 0) the second.
        func through(_ m: [Double], _ rgb: RGB) -> RGB {
            let (r, g, b) = (OKLab.linear(rgb.red), OKLab.linear(rgb.green), OKLab.linear(rgb.blue))
            return RGB(
                red: OKLab.encoded(m[0] * r + m[1] * g + m[2] * b), green: OKLab.encoded(m[3] * r + m[4] * g + m[5] * b),
                blue: OKLab.encoded(m[6] * r + m[7] * g + m[8] * b))
        }
        #expect(ColorVision.tritanopia.simulate(RGB(0xFF0000)) == through(first, RGB(0xFF0000)))
        #expect(ColorVision.tritanopia.simulate(RGB(0x0000FF)) == through(second, RGB(0x0000FF)))
        for kept: UInt32 in [0x000000, 0xFFFFFF] {
            let seen = ColorVision.tritanopia.simulate(RGB(kept))
            #expect(abs(Int(seen.red) - Int(RGB(kept).red)) <= 1 && abs(Int(seen.blue) - Int(RGB(kept).blue)) <= 1)
        }
        // Blue and green, far apart in normal vision, come close; red and green stay apart.
        func gap(_ a: UInt32, _ b: UInt32, _ vision: ColorVision) -> Double { OKLab(vision.simulate(RGB(a))).distance(to: OKLab(vision.simulate(RGB(b)))) }
        #expect(gap(0x3060E0, 0x30A090, .tritanopia) < gap(0x3060E0, 0x30A090, .none) * 0.7)
        #expect(gap(0xD03030, 0x30A030, .tritanopia) > gap(0xD03030, 0x30A030, .protanopia))
    }

    @Test("red and green come close with protanopia and deuteranopia; an anomaly closes less of the gap at a lower severity")
    func redGreen() {
        let (red, green) = (RGB(0xD03030), RGB(0x30A030))
        func gap(_ vision: ColorVision, _ severity: Double = 1) -> Double {
            OKLab(vision.simulate(red, severity: severity)).distance(to: OKLab(vision.simulate(green, severity: severity)))
        }
        #expect(gap(.none) > 0.25)
        #expect(gap(.protanopia) < gap(.none) * 0.7 && gap(.deuteranopia) < gap(.none) * 0.7)
        for vision in [ColorVision.protanomaly, .deuteranomaly] {
            let gaps = [0.2, 0.4, 0.6, 0.8, 1.0].map { gap(vision, $0) }
            #expect(gaps[0] > gaps[2] && gaps[0] > gaps[4], "\(vision): \(gaps)")
            #expect(gaps.allSatisfy { $0 < gap(.none) }, "\(vision): \(gaps)")
        }
        #expect(ColorVision.none.simulate(red) == red)
    }

    @Test("c cycles none, the three dichromacies, the three anomalies, none; an anomaly's label carries its severity")
    func cycle() {
        var seen: [ColorVision] = [.none]
        while seen.count < 8 { seen.append(seen.last!.next) }
        #expect(seen == [.none, .protanopia, .deuteranopia, .tritanopia, .protanomaly, .deuteranomaly, .tritanomaly, .none])
        #expect(ColorVision.deuteranomaly.label(severity: 0.6) == "deuteranomaly 60%")
        #expect(ColorVision.tritanopia.label(severity: 0.3) == "tritanopia")
    }
}
