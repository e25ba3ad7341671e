/// Finds and loads the themes files: the shipped themes.json (`$DARKSCREEN_DATA_DIR`, next to the
/// installed binary under ../share/darkscreen/, at the top of the source checkout, then
/// `darkscreen/themes.json` in each XDG data folder), then any extra file.
public enum ThemeSource {
    /// Where the shipped themes.json is looked for, in order. The binary's own share folder comes
    /// before the XDG data folders, so an installed darkscreen reads the data it was built with.
    public static func shippedCandidates(executable: String? = FileSystem.executablePath(),
                                         environment: (String) -> String? = Environment.process.variable) -> [String] {
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

    /// A themes.json, or a theme file of another terminal (`ForeignThemeFile`): its themes.
    public static func themes(in bytes: [UInt8], file: String) throws(ThemeFileError) -> [Theme] {
        guard isForeign(bytes, file: file) else { return try ThemeDecoder.decode(bytes, file: file) }
        return ForeignThemeFile.themes(from: try ForeignThemeFile.decode(bytes, file: file))
    }

    /// True for a file in another terminal's format (darkscreen's own JSON, or anything
    /// unrecognisable, goes to `ThemeDecoder` and its messages).
    public static func isForeign(_ bytes: [UInt8], file: String) -> Bool {
        // Every start-up reads darkscreen's own JSON: `{` and then `"themes"` near the start.
        // Told apart on the bytes, without building text (the shipped file answers at byte 5).
        if bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "{"),
           bytes.prefix(64 * 1024).firstRange(of: Array("\"themes\"".utf8)) != nil {
            return false
        }
        guard let format = ThemeFormat.detect(bytes, path: file) else { return false }
        return format != .darkscreen
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
