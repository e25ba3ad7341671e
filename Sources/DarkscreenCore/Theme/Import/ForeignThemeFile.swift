import DarkscreenPlatform
/// One theme file of any supported format: darkscreen's own JSON (themes, decoded as ever) or a
/// foreign scheme file (schemes, mapped and paired later, so pairs can span files).
public enum ForeignThemeFile {
    public enum Contents {
        case themes([Theme])
        case schemes([ImportedScheme])
    }

    /// The file's themes or schemes; an unknown format or any error in the file throws with
    /// diagnostics naming the file (and line or key path).
    public static func read(_ path: String) throws(ThemeFileError) -> Contents {
        try decode(try ThemeSource.readBytes(path: path), file: path)
    }

    public static func decode(_ bytes: [UInt8], file: String) throws(ThemeFileError) -> Contents {
        guard let format = ThemeFormat.detect(bytes, path: file) else {
            let known = ThemeFormat.allCases.map(\.rawValue).joined(separator: ", ")
            throw ThemeFileError([ThemeDiagnostic(file: file, message: "not a theme file darkscreen can read (formats: \(known))")])
        }
        guard let importer = format.importer else { return .themes(try ThemeDecoder.decode(bytes, file: file)) }
        let schemes = try importer(bytes, file)
        if schemes.isEmpty { throw ThemeFileError([ThemeDiagnostic(file: file, message: "no colour scheme in the file")]) }
        return .schemes(schemes)
    }

    /// One file's contents as themes (its schemes mapped and paired among themselves).
    public static func themes(from contents: Contents) -> [Theme] {
        switch contents {
        case .themes(let themes): themes
        case .schemes(let schemes): SchemePairing.themes(from: schemes)
        }
    }

    /// Many files as themes: each file's themes, and the schemes of all of them mapped and
    /// paired together. Files that fail contribute nothing; their diagnostics are returned.
    public static func themes(from paths: [String], pairing: Bool = true) -> (themes: [Theme], errors: [ThemeDiagnostic]) {
        var batch = Batch()
        for path in paths { batch.add(path) }
        return batch.result(pairing: pairing)
    }

    /// `themes(from:)` a file at a time: `add` reads one, `result` maps and pairs them all.
    public struct Batch {
        private var themes: [Theme] = []
        private var schemes: [ImportedScheme] = []
        private var errors: [ThemeDiagnostic] = []

        public init() {}

        public mutating func add(_ path: String) {
            do {
                switch try read(path) {
                case .themes(let decoded): themes += decoded
                case .schemes(let found): schemes += found
                }
            } catch {
                errors += error.diagnostics
            }
        }

        public func result(pairing: Bool = true) -> (themes: [Theme], errors: [ThemeDiagnostic]) {
            (themes + (pairing ? SchemePairing.themes(from: schemes) : schemes.map(SchemeMapper.theme)), errors)
        }
    }
}
