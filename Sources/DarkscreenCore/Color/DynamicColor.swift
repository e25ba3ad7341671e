import DarkscreenPlatform
/// A colour with one variant for light appearance and one for dark (UIColor's dynamic provider).
/// A fixed colour is a dynamic colour whose two variants are equal.
public struct DynamicColor: Hashable, Sendable {
    public var light: RGB
    public var dark: RGB

    public init(light: RGB, dark: RGB) {
        self.light = light
        self.dark = dark
    }

    public init(_ fixed: RGB) {
        self.init(light: fixed, dark: fixed)
    }

    public var isDynamic: Bool { light != dark }

    public func resolved(with traits: TraitCollection) -> RGB {
        resolved(for: traits.appearance)
    }

    public func resolved(for appearance: Appearance) -> RGB {
        appearance.resolved == .light ? light : dark
    }

    /// Darkens each variant and rebuilds the dynamic colour, so the result stays dynamic
    /// (darkening the colour resolved once would freeze one variant).
    public func darkened(by amount: Double) -> DynamicColor {
        DynamicColor(light: light.darkened(by: amount), dark: dark.darkened(by: amount))
    }

    /// Lightens each variant and rebuilds the dynamic colour.
    public func lightened(by amount: Double) -> DynamicColor {
        DynamicColor(light: light.lightened(by: amount), dark: dark.lightened(by: amount))
    }
}
