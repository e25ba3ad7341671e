#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// `darkscreen integrate`: connecting a target (its files written, its lines added to the user's
/// configs), disconnecting it (`--undo`: exactly those lines and files taken away), and the status.
public struct Integrator: Sendable {
    public var environment: IntegrationEnvironment

    public init(environment: IntegrationEnvironment = IntegrationEnvironment()) {
        self.environment = environment
    }

    /// What connecting `target` would do: the layout and each line as it would be written.
    /// Throws when it cannot be done safely (with the line to add by hand where there is one).
    public func plan(_ target: IntegrationTarget) throws(IntegrationFailure) -> (layout: IntegrationLayout, edits: [ConfigEdit]) {
        if IntegrationRecord.load(environment.recordPath).connected[target] != nil {
            throw IntegrationFailure("\(target.rawValue) is already connected (darkscreen integrate --undo \(target.rawValue) disconnects it)")
        }
        return try plan(layout: try IntegrationLayout.plan(target, in: environment))
    }

    /// What connecting a target laid out already (a template's) would do.
    public func plan(layout: IntegrationLayout) throws(IntegrationFailure) -> (layout: IntegrationLayout, edits: [ConfigEdit]) {
        let target = layout.target
        if IntegrationRecord.load(environment.recordPath).connected[target] != nil {
            throw IntegrationFailure("\(target.rawValue) is already connected (darkscreen integrate --undo \(target.rawValue) disconnects it)")
        }
        for file in layout.files where !target.kind.owns(file, layout: layout, in: environment) {
            throw IntegrationFailure("\(SafeText.escaped(file)) exists and is not darkscreen's; move it away to connect \(target.rawValue)")
        }
        var edits: [ConfigEdit] = []
        for line in layout.lines { edits.append(try ConfigEditor.add(line, dryRun: true)) }
        return (layout, edits)
    }

    /// Connects `target`: its files for `theme`, then its lines (all or none), then the record;
    /// running instances are told at once.
    public func connect(_ layout: IntegrationLayout, theme: Theme, appearance: Appearance) throws(IntegrationFailure) -> IntegrationOutcome {
        for file in IntegrationFiles.contents(for: layout, theme: theme, appearance: appearance) {
            do {
                try FileSystem.writeAtomically(Array(file.text.utf8), to: file.path)
            } catch {
                throw IntegrationFailure(error.description)
            }
        }
        layout.target.kind.wrote(layout, in: environment)
        var edits: [ConfigEdit] = []
        for line in layout.lines {
            do {
                edits.append(try ConfigEditor.add(line))
            } catch {
                for edit in edits.reversed() { _ = try? ConfigEditor.remove(edit) }
                throw error
            }
        }
        do {
            try IntegrationRecord.update(environment.recordPath) {
                $0.connected[layout.target] = .init(
                    files: layout.files, edits: edits, dual: layout.dual, form: layout.form,
                    toolVersion: layout.toolVersion, settings: layout.settings)
            }
        } catch {
            for edit in edits.reversed() { _ = try? ConfigEditor.remove(edit) }
            throw IntegrationFailure("cannot keep the record of integrations: \(error)")
        }
        let summary = IntegrationCommit.run(theme: theme, appearance: appearance, environment: environment, only: [layout.target])
        return summary?.results.first?.1 ?? .failed("not recorded")
    }

    /// Disconnects `target`: its lines taken out, its files removed, the record dropped. Returns
    /// notes (a line the user had already taken out).
    /// All of it under the state folder's lock, which a commit takes to write a target's files
    /// (`IntegrationCommit.reach`): a commit under way writes nothing back after this.
    public func disconnect(_ target: IntegrationTarget) throws(IntegrationFailure) -> [String] {
        let outcome: Result<[String], IntegrationFailure>
        do {
            outcome = try FileSystem.withDirectoryLock(environment.recordPath.deletingLastPathComponent) { () -> Result<[String], IntegrationFailure> in
                do throws(IntegrationFailure) { return .success(try disconnectHoldingLock(target)) } catch { return .failure(error) }
            }
        } catch {
            let holder = (error as? FileLockTimeout)?.holder.map { " (pid \($0))" } ?? ""
            throw IntegrationFailure("the record of integrations is locked by another process\(holder); nothing was removed, try again")
        }
        return try outcome.get()
    }

    private func disconnectHoldingLock(_ target: IntegrationTarget) throws(IntegrationFailure) -> [String] {
        guard let connection = IntegrationRecord.load(environment.recordPath).connected[target] else {
            throw IntegrationFailure("\(target.rawValue) is not connected")
        }
        // A line darkscreen cannot recognise that still reads its files: nothing is removed (the
        // files stay, so the tool keeps starting); the user takes it out and runs --undo again.
        for edit in connection.edits {
            if case .unrecognised(let number, let text) = try ConfigEditor.findRemoval(edit, files: connection.files) {
                var failure = ConfigEditor.unrecognised(edit, line: number, text: text)
                failure.message += ", then run 'darkscreen integrate --undo \(target.rawValue)' again"
                throw failure
            }
        }
        var notes: [String] = []
        // A config another connected target also has a line in (the shell, fzf and ls-colors
        // share ~/.bashrc): the backup this target made passes to that target, removed when the
        // last line goes and the file is back to its bytes.
        let others = IntegrationRecord.load(environment.recordPath).connected.filter { $0.key != target }
        var heirs: [(IntegrationTarget, String, String)] = []
        for edit in connection.edits.reversed() {
            var edit = edit
            if let backup = edit.backup, let heir = others.first(where: { $0.value.edits.contains { $0.config == edit.config } }) {
                heirs.append((heir.key, edit.config, backup))
                edit.backup = nil
            }
            if let note = try ConfigEditor.remove(edit, files: connection.files) { notes.append(note) }
        }
        let layout = IntegrationLayout(target: target, connection: connection)
        if let note = target.kind.undo(layout, in: environment) { notes.append(note) }
        for file in connection.files where target.kind.owns(file, layout: layout, in: environment) { unlink(file) }
        do {
            try IntegrationRecord.update(environment.recordPath, holdingLock: true) {
                $0.connected[target] = nil
                $0.last[target] = nil
                for (heir, config, backup) in heirs {
                    guard var connection = $0.connected[heir], let index = connection.edits.firstIndex(where: { $0.config == config }) else { continue }
                    connection.edits[index].backup = backup
                    $0.connected[heir] = connection
                }
            }
        } catch {
            throw IntegrationFailure("cannot update the record of integrations: \(error)")
        }
        return notes
    }

    /// One line per target (and an indented line per file and per config line), every path and
    /// message escaped.
    public func status() -> [String] {
        let record = IntegrationRecord.load(environment.recordPath)
        var out: [String] = []
        for target in IntegrationTarget.allCases + record.connected.keys.filter(\.isTemplate).sorted() {
            guard let connection = record.connected[target] else {
                out.append("\(target.rawValue): not connected")
                continue
            }
            var head = "\(target.rawValue): connected"
            switch target.reach {
            case .told: head += " (running instances are told)"
            case .readsItself:
                head +=
                    target.rawValue == ShellTarget.name
                    ? " (new shells)"
                    : target.rawValue == SSHTarget.name ? " (each new connection)" : " (reads its file again by itself)"
            case .nextStart: head += " (takes the theme at its next start)"
            }
            out.append(head)
            if let form = connection.form { out.append("  form: " + SafeText.escaped(form)) }
            out += connection.files.map { "  file: " + SafeText.escaped($0) }
            out += connection.edits.map { "  line in \(SafeText.escaped($0.config)): \(SafeText.escaped($0.line))" }
            if let last = record.last[target] {
                out.append(
                    "  last commit: \(WallClock.utcText(Int64(last.time))) \(SafeText.escaped(last.theme)): "
                        + "\(last.outcome.kind) (\(SafeText.escaped(last.outcome.detail)))")
            }
        }
        return out
    }
}
