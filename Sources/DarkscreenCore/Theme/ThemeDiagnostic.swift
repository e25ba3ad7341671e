import DarkscreenPlatform
/// One problem found in a themes file, with everything a person needs to find and fix it:
/// the file, the line:column, the theme and the field. Untrusted parts are shown escaped.
public struct ThemeDiagnostic: Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public var file: String
    public var position: SourcePosition?
    public var theme: String?
    public var field: String?
    public var message: String
    public var severity: Severity

    public init(
        file: String, position: SourcePosition? = nil, theme: String? = nil, field: String? = nil,
        message: String, severity: Severity = .error
    ) {
        self.file = file
        self.position = position
        self.theme = theme
        self.field = field
        self.message = message
        self.severity = severity
    }

    public var description: String {
        var out = SafeText.escaped(file)
        if let position { out += ":\(position)" }
        out += ": "
        if severity == .warning { out += "warning: " }
        if let theme { out += "theme \(SafeText.quoted(theme)), " }
        if let field { out += "field \(SafeText.escaped(field)): " }
        return out + SafeText.escaped(message)
    }
}

/// A themes file that could not be used; lists every error found.
public struct ThemeFileError: Error, Sendable, CustomStringConvertible {
    public var diagnostics: [ThemeDiagnostic]

    public init(_ diagnostics: [ThemeDiagnostic]) {
        self.diagnostics = diagnostics
    }

    public var description: String {
        diagnostics.map(\.description).joined(separator: "\n")
    }
}
