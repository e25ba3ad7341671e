import DarkscreenPlatform
/// Finds and loads the themes files: the shipped themes.json (`$DARKSCREEN_DATA_DIR`, next to the
/// installed binary under ../share/darkscreen/, at the top of the source checkout, then
/// `darkscreen/themes.json` in each XDG data folder), then any extra file.
public enum ThemeSource {
    /// Where the shipped themes.json is looked for, in order. The binary's own share folder comes
    /// before the XDG data folders, so an installed darkscreen reads the data it was built with.
    public static func shippedCandidates(
        executable: String? = FileSystem.executablePath(),
        environment: (String) -> String? = Environment.process.variable
    ) -> [String] {
        var candidates: [String] = []
        if let dir = environment("DARKSCREEN_DATA_DIR"), !dir.isEmpty {
            candidates.append(dir + "/themes.json")
        }
        if let executable {
            var dir = executable.deletingLastPathComponent
            candidates.append(dir.deletingLastPathComponent + "/share/darkscreen/themes.json")
            // A build inside the checkout: .build/<triple>/release/darkscreen → the checkout's themes.json.
            for _ in 0..<4 {
                dir = dir.deletingLastPathComponent
                candidates.append(dir + "/themes.json")
            }
        }
        for folder in XDGDirectories(environment: environment).darkscreenData where !candidates.contains(folder + "/themes.json") {
            candidates.append(folder + "/themes.json")
        }
        return candidates
    }

    public static func shippedThemesPath() -> String? {
        shippedCandidates().first(where: FileSystem.isRegularFile)
    }

    /// Reads and decodes one themes file; every failure becomes a diagnostic naming the file.
    public static func load(path: String) throws(ThemeFileError) -> [Theme] {
        try themes(in: try readBytes(path: path), file: path)
    }

    /// `load` for a file that may be large (one named on the command line): darkscreen's own JSON
    /// over `ThemeFiles.largeFileBytes` is decoded as it is read, in bounded chunks, and never
    /// held whole (`ThemeDecoder.checkStreamed`); anything else is read whole as by `load`.
    public static func loadLarge(path: String) throws(ThemeFileError) -> [Theme] {
        guard let (themes, diagnostics) = checkLarge(path: path) else { return try load(path: path) }
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw ThemeFileError(errors) }
        return themes
    }

    /// The themes and diagnostics of a large darkscreen JSON file, decoded as it is read; nil for
    /// a small or foreign file, or one to read whole (`ThemeDecoder.checkStreamed`).
    public static func checkLarge(path: String) -> ([Theme], [ThemeDiagnostic])? {
        guard let head = try? FileSystem.readHead(at: path, count: ThemeFiles.largeFileBytes), !head.isWholeFile,
            isDarkscreenJSON(head.bytes)
        else { return nil }
        return ThemeDecoder.checkStreamed(path: path)
    }

    /// A themes.json, or a theme file of another terminal (`ForeignThemeFile`): its themes.
    public static func themes(in bytes: [UInt8], file: String) throws(ThemeFileError) -> [Theme] {
        guard isForeign(bytes, file: file) else { return try ThemeDecoder.decode(bytes, file: file) }
        return ForeignThemeFile.themes(from: try ForeignThemeFile.decode(bytes, file: file))
    }

    /// True for a file in another terminal's format (darkscreen's own JSON, or anything
    /// unrecognisable, goes to `ThemeDecoder` and its messages).
    public static func isForeign(_ bytes: [UInt8], file: String) -> Bool {
        if isDarkscreenJSON(bytes) { return false }
        guard let format = ThemeFormat.detect(bytes, path: file) else { return false }
        return format != .darkscreen
    }

    /// Every start-up reads darkscreen's own JSON: `{` and then `"themes"` near the start (the
    /// first 64 KiB). Told apart on the bytes, without building text (the shipped file answers at byte 5).
    static func isDarkscreenJSON(_ bytes: [UInt8]) -> Bool {
        bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{")
            && ByteLines.contains(bytes.prefix(64 * 1024), "\"themes\"")
    }

    /// The bytes of a themes file; a failure becomes a diagnostic naming the file.
    public static func readBytes(path: String) throws(ThemeFileError) -> [UInt8] {
        do {
            return try FileSystem.readBytes(at: path)
        } catch {
            throw ThemeFileError([ThemeDiagnostic(file: path, message: "cannot read the themes file: \(error.reason)")])
        }
    }
}
