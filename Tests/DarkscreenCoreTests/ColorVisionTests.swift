import Testing
@testable import DarkscreenCore

@Suite struct ColorVisionTests {
    /// Machado et al. (2009), table of simulation matrices, severity 1.0 (as published, row-major).
    static let published: [(ColorVision, [Double])] = [
        (.protanopia, [0.152286, 1.052583, -0.204868, 0.114503, 0.786281, 0.099216, -0.003882, -0.048116, 1.051998]),
        (.deuteranopia, [0.367322, 0.860646, -0.227968, 0.280085, 0.672501, 0.047413, -0.011820, 0.042940, 0.968881]),
        (.tritanopia, [1.255528, -0.076749, -0.178779, -0.078411, 0.930809, 0.147602, 0.004733, 0.691367, 0.303900]),
    ]

    @Test("the matrices are Machado 2009's at severity 1.0; each row sums to 1 so greys stay grey", arguments: published)
    func matrices(vision: ColorVision, expected: [Double]) throws {
        let matrix = try #require(vision.matrix)
        #expect(matrix == expected)
        for row in 0..<3 { #expect(abs(matrix[row * 3] + matrix[row * 3 + 1] + matrix[row * 3 + 2] - 1) < 0.001) }
        for grey: UInt32 in [0x000000, 0x777777, 0xFFFFFF] {
            let seen = vision.simulate(RGB(grey))
            #expect(abs(Int(seen.red) - Int(RGB(grey).red)) <= 1 && abs(Int(seen.blue) - Int(RGB(grey).blue)) <= 1)
        }
    }

    @Test("red and green, far apart in normal vision, come close with protanopia and deuteranopia, not tritanopia")
    func redGreen() {
        let (red, green) = (RGB(0xD03030), RGB(0x30A030))
        func gap(_ vision: ColorVision) -> Double { OKLab(vision.simulate(red)).distance(to: OKLab(vision.simulate(green))) }
        #expect(gap(.none) > 0.25)
        #expect(gap(.protanopia) < gap(.none) * 0.7, "\(gap(.protanopia)) vs \(gap(.none))")
        #expect(gap(.deuteranopia) < gap(.none) * 0.7, "\(gap(.deuteranopia))")
        #expect(gap(.tritanopia) > gap(.protanopia) && gap(.tritanopia) > gap(.deuteranopia), "\(gap(.tritanopia))")
        #expect(ColorVision.none.simulate(red) == red)
    }

    @Test("c cycles none, protanopia, deuteranopia, tritanopia, none")
    func cycle() {
        #expect(ColorVision.none.next == .protanopia && ColorVision.protanopia.next == .deuteranopia)
        #expect(ColorVision.deuteranopia.next == .tritanopia && ColorVision.tritanopia.next == ColorVision.none)
    }
}
