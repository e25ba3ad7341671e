#if canImport(Glibc)
import Glibc
#endif

/// One line darkscreen put into a user's config, as recorded so that `--undo` takes out exactly
/// that and gives back the file's bytes as they were.
public struct ConfigEdit: Sendable, Equatable {
    /// The config as the tool names it (a symbolic link stays one: its target is edited).
    public var config: String
    /// The line as written, without its newline.
    public var line: String
    /// The file did not end in a newline: one was put before the line.
    public var addedNewline: Bool
    /// The file did not exist: darkscreen made it (`--undo` removes it when nothing else is in it).
    public var created: Bool
}

/// Adds and removes darkscreen's line in a user's config and changes nothing else: the rest of
/// the bytes, the order, a symbolic link (its target is written), the mode. Each edit first keeps
/// the file as it was beside it (`NAME.darkscreen-backup`, then `.1`, `.2`, …: an older backup is
/// never replaced), then replaces it atomically. A config that is not a regular file, is
/// read-only, or where the line has no safe place, is refused with the line to add by hand.
public enum ConfigEditor {
    /// Adds the line; with `dryRun`, only finds where it would go (the line as it would be
    /// written: an Alacritty YAML item differs from the line of its own) and changes nothing.
    public static func add(_ wanted: ConfigLine, dryRun: Bool = false) throws(IntegrationFailure) -> ConfigEdit {
        let byHand = (line: wanted.line, file: wanted.config)
        func refuse(_ reason: String) -> IntegrationFailure {
            IntegrationFailure("\(SafeText.escaped(wanted.config)) \(reason)", byHand: byHand)
        }
        guard FileSystem.isPresent(wanted.config) else {
            if dryRun { return ConfigEdit(config: wanted.config, line: wanted.line, addedNewline: false, created: true) }
            do {
                try FileSystem.createDirectories(wanted.config.deletingLastPathComponent)
                try FileSystem.writeNew(Array((wanted.line + "\n").utf8), to: wanted.config)
            } catch {
                throw refuse("cannot be made: \(error.reason)")
            }
            return ConfigEdit(config: wanted.config, line: wanted.line, addedNewline: false, created: true)
        }
        let target: WriteTarget
        let bytes: [UInt8]
        do {
            target = try FileSystem.writeTarget(for: wanted.config)
            bytes = try FileSystem.readBytes(at: target.path, limit: 4 << 20)
        } catch let error as FileWriteError {
            throw refuse(error.reason)
        } catch let error as FileReadError {
            throw refuse(error.reason)
        } catch {
            throw refuse("cannot be read")
        }
        let lines = ConfigLines.split(bytes)
        if lines.contains(where: { $0.text == wanted.line }) {
            throw IntegrationFailure("\(SafeText.escaped(wanted.config)) already has the line")
        }
        let insertion = try place(wanted, in: bytes, lines: lines, refuse: refuse)
        if dryRun { return ConfigEdit(config: wanted.config, line: insertion.line, addedNewline: insertion.newlineFirst, created: false) }
        var edited = Array(bytes[..<insertion.offset])
        if insertion.newlineFirst { edited.append(0x0A) }
        edited += Array((insertion.line + "\n").utf8)
        edited += bytes[insertion.offset...]
        try keepBackup(of: target.path, refuse: refuse)
        do {
            try FileSystem.writeAtomically(edited, to: target.path, keeping: target)
        } catch {
            throw refuse("cannot be written: \(error.reason)")
        }
        return ConfigEdit(config: wanted.config, line: insertion.line, addedNewline: insertion.newlineFirst, created: false)
    }

    /// Takes the recorded line out again. Returns a note when the line was no longer there.
    @discardableResult
    public static func remove(_ edit: ConfigEdit) throws(IntegrationFailure) -> String? {
        func refuse(_ reason: String) -> IntegrationFailure {
            IntegrationFailure("\(SafeText.escaped(edit.config)) \(reason)", byHand: nil)
        }
        guard FileSystem.isPresent(edit.config) else { return "\(SafeText.escaped(edit.config)) is gone" }
        let target: WriteTarget
        let bytes: [UInt8]
        do {
            target = try FileSystem.writeTarget(for: edit.config)
            bytes = try FileSystem.readBytes(at: target.path, limit: 4 << 20)
        } catch let error as FileWriteError {
            throw refuse(error.reason + "; take out the line \(SafeText.quoted(edit.line)) by hand")
        } catch let error as FileReadError {
            throw refuse(error.reason)
        } catch {
            throw refuse("cannot be read")
        }
        let lines = ConfigLines.split(bytes)
        guard let found = lines.last(where: { $0.text == edit.line }) else {
            return "\(SafeText.escaped(edit.config)) no longer has the line; left as it is"
        }
        var start = found.start
        let end = min(bytes.count, found.end + 1)
        // The newline darkscreen put before its line when the file did not end in one.
        if edit.addedNewline, end == bytes.count, start > 0, bytes[start - 1] == 0x0A { start -= 1 }
        let edited = Array(bytes[..<start] + bytes[end...])
        if edit.created, edited.isEmpty {
            unlink(target.path)
            return nil
        }
        try keepBackup(of: target.path, refuse: refuse)
        do {
            try FileSystem.writeAtomically(edited, to: target.path, keeping: target)
        } catch {
            throw refuse("cannot be written: \(error.reason)")
        }
        return nil
    }

    /// Where the line goes: its byte offset, whether a newline must come first (a last line
    /// without one), and the line itself (an Alacritty YAML `import:` item, when the list exists).
    private static func place(_ wanted: ConfigLine, in bytes: [UInt8], lines: [ConfigLines.Line],
                              refuse: (String) -> IntegrationFailure) throws(IntegrationFailure) -> (offset: Int, newlineFirst: Bool, line: String) {
        let atEnd = (bytes.count, !bytes.isEmpty && bytes.last != 0x0A, wanted.line)
        switch wanted.placement {
        case .end:
            return atEnd
        case .top:
            if lines.contains(where: { $0.text.trimmingWhitespace.hasPrefix("import") || $0.text.trimmingWhitespace.hasPrefix("general.import")
                || $0.text.trimmingWhitespace.hasPrefix("[general]") }) {
                throw refuse("already imports files (or has a [general] table): darkscreen does not merge into it")
            }
            return (0, false, wanted.line)
        case .beforeFirstSection:
            guard let header = lines.first(where: { $0.text.trimmingWhitespace.hasPrefix("[") }) else { return atEnd }
            return (header.start, false, wanted.line)
        case .everyHost:
            let words = lines.map { $0.text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "=" }) }
            if let index = words.firstIndex(where: { $0.count == 2 && $0[0].lowercased() == "host" && $0[1] == "*" }) {
                let end = min(bytes.count, lines[index].end + 1)
                return (end, end == bytes.count && bytes.last != 0x0A, wanted.line)
            }
            if let index = words.firstIndex(where: { ["host", "match"].contains($0.first?.lowercased() ?? "") }) {
                return (lines[index].start, false, wanted.line)
            }
            return atEnd
        case .yamlImport(let item):
            guard let index = lines.firstIndex(where: { $0.text.hasPrefix("import:") || $0.text.hasPrefix("import :") }) else { return atEnd }
            let rest = lines[index].text.drop(while: { $0 != ":" }).dropFirst().trimmingWhitespace
            guard rest.isEmpty || rest.hasPrefix("#") else {
                throw refuse("has an import: list on one line, which darkscreen does not rewrite")
            }
            var last = index
            var indent = "  "
            for next in (index + 1)..<lines.count {
                let text = lines[next].text
                let trimmed = text.trimmingWhitespace
                if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
                guard text.first == " " || text.first == "-", trimmed.hasPrefix("-") else { break }
                indent = String(text.prefix(while: { $0 == " " }))
                last = next
            }
            let end = min(bytes.count, lines[last].end + 1)
            return (end, end == bytes.count && bytes.last != 0x0A, indent + item)
        }
    }

    /// Keeps the file as it is beside it under the first free name; never replaces a backup.
    private static func keepBackup(of path: String, refuse: (String) -> IntegrationFailure) throws(IntegrationFailure) {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readBytes(at: path, limit: 4 << 20) } catch { throw refuse("cannot be read: \(error.reason)") }
        for number in 0..<1000 {
            let name = path + ".darkscreen-backup" + (number == 0 ? "" : ".\(number)")
            do {
                try FileSystem.writeNew(bytes, to: name)
                return
            } catch where error.alreadyExists {
                continue
            } catch {
                throw refuse("cannot be backed up: \(error.reason)")
            }
        }
        throw refuse("has 1000 backups beside it already")
    }
}

/// A file's lines with their byte ranges (`end`: the index of the line's newline, or the file's end).
enum ConfigLines {
    struct Line {
        var start: Int
        var end: Int
        var text: String
    }

    static func split(_ bytes: [UInt8]) -> [Line] {
        var lines: [Line] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(Line(start: start, end: index, text: String(decoding: bytes[start..<index], as: UTF8.self)))
            start = index + 1
        }
        if start < bytes.count { lines.append(Line(start: start, end: bytes.count, text: String(decoding: bytes[start...], as: UTF8.self))) }
        return lines
    }
}
