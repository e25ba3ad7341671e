import DarkscreenPlatform
import DarkscreenCore
/// Two of a theme's ANSI colours that a colour-vision deficiency makes hard to tell apart: the
/// chromatic ones (1–6: red, green, yellow, blue, magenta, cyan) compared in pairs, as seen with
/// the deficiency (`ColorVision.simulate`), in OKLab. Under `threshold` the two read as one; a
/// pair that is already that close in normal vision is the theme's choice, not the lens's, and
/// is not counted.
public struct ColorCollision: Hashable, Sendable {
    public static let names = ["black", "red", "green", "yellow", "blue", "magenta", "cyan", "white"]
    /// ΔE in OKLab under which two colours read as one: about a just-noticeable difference and a
    /// half (ColorVision.separation calls 0.1 easy to tell apart).
    public static let threshold = 0.03

    public var vision: ColorVision
    public var first: Int
    public var second: Int
    /// ΔE between the two as seen with `vision`.
    public var distance: Double

    /// "red/green (deuteranopia)".
    public var label: String { "\(Self.names[first])/\(Self.names[second]) (\(vision.rawValue))" }

    /// The collisions in a theme's palette for one appearance, for each deficiency in `visions`.
    public static func find(
        in theme: Theme, for appearance: Appearance,
        visions: [ColorVision] = [.protanopia, .deuteranopia, .tritanopia]
    ) -> [ColorCollision] {
        guard let palette = theme.palette else { return [] }
        let colors = (1...6).map { palette[$0].resolved(for: appearance) }
        var found: [ColorCollision] = []
        for vision in visions where vision != .none {
            let seen = colors.map { OKLab(vision.simulate($0)) }
            for i in 0..<colors.count {
                for j in (i + 1)..<colors.count {
                    let distance = seen[i].distance(to: seen[j])
                    guard distance < threshold, OKLab(colors[i]).distance(to: OKLab(colors[j])) >= threshold else { continue }
                    found.append(ColorCollision(vision: vision, first: i + 1, second: j + 1, distance: distance))
                }
            }
        }
        return found
    }
}
