/// One setting darkscreen reads from the XDG desktop portal's `org.freedesktop.portal.Settings`
/// (by namespace and key) and follows through its `SettingChanged` signal.
struct PortalSetting: Hashable, Sendable {
    let namespace: String
    let key: String

    /// Light or dark: 0 no preference, 1 dark, 2 light.
    static let colorScheme = PortalSetting(namespace: "org.freedesktop.appearance", key: "color-scheme")
    /// The portal's own high-contrast setting (portal 1.19 and later): 0 normal, 1 higher.
    static let contrast = PortalSetting(namespace: "org.freedesktop.appearance", key: "contrast")
    /// GNOME's high-contrast switch, which older portals (the GTK backend) pass through.
    static let gnomeHighContrast = PortalSetting(namespace: "org.gnome.desktop.a11y.interface", key: "high-contrast")
    /// GNOME's animations switch (false: the user asked for reduced motion).
    static let gnomeAnimations = PortalSetting(namespace: "org.gnome.desktop.interface", key: "enable-animations")

    /// What the monitor reads besides the colour scheme, in this order.
    static let preferences: [PortalSetting] = [.contrast, .gnomeHighContrast, .gnomeAnimations]
}

/// A setting's value as the portal sends it (a `u`, an `i` or a `b`, inside variants).
enum PortalValue: Equatable, Sendable {
    case number(UInt32)
    case flag(Bool)
}

/// A setting that changed, as the `SettingChanged` signal says it.
struct PortalChange: Equatable, Sendable {
    let setting: PortalSetting
    let value: PortalValue
}
