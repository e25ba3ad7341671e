#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

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
    /// The backup darkscreen made of the file as it was (nil when none was made: one was there).
    public var backup: String? = nil
}

/// Adds and removes darkscreen's line in a user's config and changes nothing else: the rest of
/// the bytes, the order, a symbolic link (its target is written), the mode. Each edit first keeps
/// the file as it was beside it (`NAME.darkscreen-backup`, made only when there is none: a backup
/// already there, the user's or an earlier one, is never replaced), then replaces it atomically;
/// `--undo` removes darkscreen's backup once the file is back to the same bytes. A config that is not a regular file, is
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
        let backup = try keepBackup(of: target.path, refuse: refuse)
        do {
            try FileSystem.writeAtomically(edited, to: target.path, keeping: target)
        } catch {
            if let backup { unlink(backup) }
            throw refuse("cannot be written: \(error.reason)")
        }
        return ConfigEdit(config: wanted.config, line: insertion.line, addedNewline: insertion.newlineFirst, created: false, backup: backup)
    }

    /// What `--undo` would find for `edit`: the line (every copy of it, as the user's editor may
    /// have saved it again), or nothing that reads darkscreen's files any more, or a line that
    /// still names one of `files` but is not darkscreen's (it cannot be taken out safely).
    public enum Removal: Sendable, Equatable {
        /// The config is gone, or no line in it names darkscreen's files: nothing to take out.
        case gone(String)
        /// The 1-based numbers of darkscreen's line (every copy).
        case lines([Int])
        /// A line (1-based) that still names darkscreen's file and is not its line: by hand.
        case unrecognised(line: Int, text: String)
    }

    /// Finds darkscreen's line in the config without changing anything.
    public static func findRemoval(_ edit: ConfigEdit, files: [String] = []) throws(IntegrationFailure) -> Removal {
        try read(edit, files: files).removal
    }

    /// Takes the recorded line out again (every copy of it, whatever line ending, indentation
    /// or spacing the user's editor gave it). Returns a note when it was no longer there. A line
    /// that still names one of `files` but is not darkscreen's is left, and refused: the files it
    /// reads must then stay too (see `Integrator.disconnect`).
    @discardableResult
    public static func remove(_ edit: ConfigEdit, files: [String] = []) throws(IntegrationFailure) -> String? {
        let found = try read(edit, files: files)
        switch found.removal {
        case .gone(let note): return note
        case .unrecognised(let number, let text): throw unrecognised(edit, line: number, text: text)
        case .lines(let numbers): return try write(edit, found: found, numbers: numbers)
        }
    }

    /// The failure for a line `--undo` does not recognise: where it is and what to do.
    public static func unrecognised(_ edit: ConfigEdit, line number: Int, text: String) -> IntegrationFailure {
        IntegrationFailure(
            "\(SafeText.escaped(edit.config)) line \(number) \(SafeText.quoted(text)) still reads darkscreen's file "
                + "but is not the line darkscreen added (\(SafeText.quoted(edit.line))); nothing was removed: take that line out by hand")
    }

    private struct Found {
        var target: WriteTarget?
        var bytes: [UInt8]
        var lines: [ConfigLines.Line]
        var removal: Removal
    }

    private static func read(_ edit: ConfigEdit, files: [String] = []) throws(IntegrationFailure) -> Found {
        func refuse(_ reason: String) -> IntegrationFailure {
            IntegrationFailure("\(SafeText.escaped(edit.config)) \(reason)", byHand: nil)
        }
        guard FileSystem.isPresent(edit.config) else {
            return Found(target: nil, bytes: [], lines: [], removal: .gone("\(SafeText.escaped(edit.config)) is gone"))
        }
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
        let numbers = lines.indices.filter { ConfigLineMatch.isSame(lines[$0].text, as: edit.line) }.map { $0 + 1 }
        let names = ConfigLineMatch.names(of: files)
        let removal: Removal
        if !numbers.isEmpty {
            removal = .lines(numbers)
        } else if let index = lines.indices.first(where: { ConfigLineMatch.names(lines[$0].text, anyOf: names) }) {
            removal = .unrecognised(line: index + 1, text: lines[index].text.trimmingWhitespace)
        } else {
            removal = .gone("\(SafeText.escaped(edit.config)) no longer has the line; left as it is")
        }
        return Found(target: target, bytes: bytes, lines: lines, removal: removal)
    }

    private static func write(_ edit: ConfigEdit, found: Found, numbers: [Int]) throws(IntegrationFailure) -> String? {
        func refuse(_ reason: String) -> IntegrationFailure {
            IntegrationFailure("\(SafeText.escaped(edit.config)) \(reason)", byHand: nil)
        }
        guard let target = found.target else { return nil }
        let bytes = found.bytes
        var edited: [UInt8] = []
        var kept = 0
        for number in numbers {
            let line = found.lines[number - 1]
            var start = line.start
            let end = min(bytes.count, line.end + 1)
            // The newline darkscreen put before its line when the file did not end in one (CRLF
            // if the user's editor made it so).
            if edit.addedNewline, end == bytes.count, start > kept, bytes[start - 1] == 0x0A {
                start -= 1
                if start > kept, bytes[start - 1] == 0x0D { start -= 1 }
            }
            edited += bytes[kept..<start]
            kept = end
        }
        edited += bytes[kept...]
        if edit.created, edited.allSatisfy({ $0 == 0x0A || $0 == 0x0D }) {
            unlink(target.path)
            return nil
        }
        do {
            try FileSystem.writeAtomically(edited, to: target.path, keeping: target)
        } catch {
            throw refuse("cannot be written: \(error.reason)")
        }
        dropBackup(edit, restored: edited)
        return nil
    }

    /// darkscreen's backup removed when the file is back to its bytes; kept when not (the file
    /// was edited since: the backup is what it was before darkscreen's line).
    private static func dropBackup(_ edit: ConfigEdit, restored: [UInt8]) {
        guard let backup = edit.backup, let kept = try? FileSystem.readBytes(at: backup, limit: 4 << 20), kept == restored else { return }
        unlink(backup)
    }

    /// Where the line goes: its byte offset, whether a newline must come first (a last line
    /// without one), and the line itself (an Alacritty YAML `import:` item, when the list exists).
    private static func place(
        _ wanted: ConfigLine, in bytes: [UInt8], lines: [ConfigLines.Line],
        refuse: (String) -> IntegrationFailure
    ) throws(IntegrationFailure) -> (offset: Int, newlineFirst: Bool, line: String) {
        let atEnd = (bytes.count, !bytes.isEmpty && bytes.last != 0x0A, wanted.line)
        switch wanted.placement {
        case .end:
            return atEnd
        case .top:
            if lines.contains(where: {
                $0.text.trimmingWhitespace.hasPrefix("import") || $0.text.trimmingWhitespace.hasPrefix("general.import")
                    || $0.text.trimmingWhitespace.hasPrefix("[general]")
            }) {
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

    /// Keeps the file as it is beside it as `NAME.darkscreen-backup`, unless a file of that name
    /// is there (then it is left as it is and none is made). Returns the backup made.
    private static func keepBackup(of path: String, refuse: (String) -> IntegrationFailure) throws(IntegrationFailure) -> String? {
        let bytes: [UInt8]
        do { bytes = try FileSystem.readBytes(at: path, limit: 4 << 20) } catch { throw refuse("cannot be read: \(error.reason)") }
        let name = path + ".darkscreen-backup"
        do {
            try FileSystem.writeNew(bytes, to: name)
            return name
        } catch  where error.alreadyExists {
            return nil
        } catch {
            throw refuse("cannot be backed up: \(error.reason)")
        }
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
