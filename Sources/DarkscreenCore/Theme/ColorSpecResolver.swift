import DarkscreenPlatform
/// Resolves the colour specs of one theme to dynamic colours. A derived colour is computed from
/// its source's *dynamic* colour, variant by variant, so it stays dynamic.
public struct ColorSpecResolver {
    public struct CycleError: Error {
        public var message: String
    }

    private let specs: [ThemeRole: ColorSpec]
    private var cache = [DynamicColor?](repeating: nil, count: ThemeRole.allCases.count)

    public init(specs: [ThemeRole: ColorSpec]) {
        self.specs = specs
    }

    public mutating func color(for role: ThemeRole) throws(CycleError) -> DynamicColor {
        var visiting: [ThemeRole] = []
        return try color(for: role, visiting: &visiting)
    }

    /// A colour outside the roles (a palette entry, the cursor); it may derive from a role.
    public mutating func color(for spec: ColorSpec) throws(CycleError) -> DynamicColor {
        var visiting: [ThemeRole] = []
        return try resolve(spec, visiting: &visiting)
    }

    private mutating func color(for role: ThemeRole, visiting: inout [ThemeRole]) throws(CycleError) -> DynamicColor {
        if let cached = cache[role.ordinal] { return cached }
        if visiting.contains(role) {
            let path = (visiting + [role]).map(\.rawValue).joined(separator: " → ")
            throw CycleError(message: "derived colours form a cycle: \(path)")
        }
        guard let spec = specs[role] ?? role.defaultSpec else {
            throw CycleError(message: "missing required role \"\(role.rawValue)\"")
        }
        visiting.append(role)
        defer { visiting.removeLast() }
        let color = try resolve(spec, visiting: &visiting)
        cache[role.ordinal] = color
        return color
    }

    private mutating func resolve(_ spec: ColorSpec, visiting: inout [ThemeRole]) throws(CycleError) -> DynamicColor {
        switch spec {
        case .fixed(let rgb):
            return DynamicColor(rgb)
        case .system(let system):
            return system.color
        case .dynamic(let light, let dark):
            let lightColor = try resolve(light, visiting: &visiting)
            let darkColor = try resolve(dark, visiting: &visiting)
            return DynamicColor(light: lightColor.light, dark: darkColor.dark)
        case .derived(let source, let adjustment):
            return adjustment.apply(to: try color(for: source, visiting: &visiting))
        }
    }
}
