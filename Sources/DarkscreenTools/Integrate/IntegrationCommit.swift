import DarkscreenPlatform
import DarkscreenCore
/// A commit reaching every connected target: each target's files rewritten (atomically, only
/// darkscreen's own files) and its running instances told, every target on a thread of its own
/// and each call bounded, so one that hangs or fails holds up no other. The outcome of each is
/// kept in the record for `integrate --status`.
public enum IntegrationCommit {
    public static func run(
        theme: Theme, appearance: Appearance, environment: IntegrationEnvironment,
        only: Set<IntegrationTarget>? = nil
    ) -> IntegrationSummary? {
        let record = IntegrationRecord.load(environment.recordPath)
        let targets = record.connected.keys.sorted().filter { only?.contains($0) ?? true }
        guard !targets.isEmpty else { return nil }
        let work = targets.map { target in
            let layout = IntegrationLayout(target: target, connection: record.connected[target]!)
            return (target, BackgroundWork { reach(layout, theme: theme, appearance: appearance, environment: environment) })
        }
        let results = work.map { ($0.0, $0.1.value()) }
        let now = Int(WallClock.secondsSince1970())
        _ = try? IntegrationRecord.update(environment.recordPath) { record in
            for (target, outcome) in results where record.connected[target] != nil {
                record.last[target] = .init(time: now, theme: theme.name, outcome: outcome)
            }
        }
        return IntegrationSummary(themeName: theme.name, results: results)
    }

    /// One target: its files written, then its instances told. The files are written under the
    /// state folder's lock, which `integrate` and `--undo` hold while they change a target, and
    /// only while the record still has the target connected with these files: a commit that
    /// started before an `--undo` writes nothing back after it.
    static func reach(
        _ layout: IntegrationLayout, theme: Theme, appearance: Appearance,
        environment: IntegrationEnvironment
    ) -> IntegrationOutcome {
        if let problem = layout.target.kind.problem(with: layout) { return .failed(problem) }
        let wanted = layout.target.kind.contents(of: layout, theme: theme, appearance: appearance).count
        guard layout.files.count == wanted, !layout.files.isEmpty || wanted == 0 else {
            return .failed("the files recorded are not the ones darkscreen writes; connect it again")
        }
        // A target with no file of its own (ssh): only its line, already in place.
        if wanted == 0 { return layout.target.kind.tell(layout, appearance: appearance, in: environment) }
        // Written and flushed beside their places first, with no lock held while the disk is
        // waited for; renamed into place under the lock.
        var prepared: [FileSystem.PreparedWrite] = []
        defer { for write in prepared { write.discard() } }
        for file in IntegrationFiles.contents(for: layout, theme: theme, appearance: appearance) {
            guard layout.target.kind.owns(file.path, layout: layout, in: environment) else {
                return .failed("\(SafeText.escaped(file.path)) is not darkscreen's file any more; not replaced")
            }
            let bytes = Array(file.text.utf8)
            if let old = try? FileSystem.readBytes(at: file.path, limit: 1 << 20), old == bytes { continue }
            do throws(FileWriteError) {
                prepared.append(try FileSystem.prepareWrite(bytes, to: file.path))
            } catch {
                return .failed(error.description)
            }
        }
        let written: IntegrationOutcome?
        do {
            written = try FileSystem.withDirectoryLock(environment.recordPath.deletingLastPathComponent) { () -> IntegrationOutcome? in
                guard IntegrationRecord.load(environment.recordPath).connected[layout.target]?.files == layout.files else {
                    return .failed("disconnected while this commit ran; nothing written")
                }
                for write in prepared {
                    do throws(FileWriteError) { try write.finish() } catch { return .failed(error.description) }
                }
                layout.target.kind.wrote(layout, in: environment)
                return nil
            }
        } catch {
            written = .failed("the record of integrations stayed locked by another process; nothing written")
        }
        if written == nil {
            var synced: Set<String> = []
            for write in prepared where synced.insert(write.path.deletingLastPathComponent).inserted { write.syncFolder() }
        }
        return written ?? layout.target.kind.tell(layout, appearance: appearance, in: environment)
    }
}

/// What one commit did, for the status line: "dracula: 5 of 6 reached · foot at next start".
public struct IntegrationSummary: Sendable, Equatable {
    public var themeName: String
    public var results: [(IntegrationTarget, IntegrationOutcome)]

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.themeName == rhs.themeName && lhs.results.elementsEqual(rhs.results) { $0.0 == $1.0 && $0.1 == $1.1 }
    }

    public var failed: [IntegrationTarget] { results.filter { if case .failed = $0.1 { true } else { false } }.map(\.0) }
    public var atNextStart: [IntegrationTarget] { results.filter { if case .nextStart = $0.1 { true } else { false } }.map(\.0) }

    /// What happened, the theme's name escaped: "dracula: 5 of 6 reached · foot at next start".
    public var text: String {
        let reached = results.count - failed.count - atNextStart.count
        var parts = ["\(SafeText.escaped(themeName)): \(reached) of \(results.count) reached"]
        if !atNextStart.isEmpty { parts.append(atNextStart.map(\.rawValue).joined(separator: ", ") + " at next start") }
        if !failed.isEmpty { parts.append(failed.map(\.rawValue).joined(separator: ", ") + " failed") }
        return parts.joined(separator: " · ")
    }

    /// Where to read why, when a target failed.
    public var action: String? { failed.isEmpty ? nil : "darkscreen integrate --status" }

    /// The whole summary on one line (for `darkscreen set`).
    public var line: String { text + (action.map { " (see \($0))" } ?? "") }
}

extension IntegrationCommit {
    /// Runs the commit unless another darkscreen already did for this theme and appearance (the
    /// last one done is kept in `integrations.last` beside the record, under the state folder's
    /// lock): `darkscreen set` reaches the tools, and the running instances that follow it do
    /// not reach them again. Nil when nothing is connected or it was done already. `always`:
    /// reach them even when it was (`darkscreen set`, asked for by the user), and claim it.
    public static func runClaimed(
        theme: Theme, appearance: Appearance, always: Bool = false,
        environment: IntegrationEnvironment = IntegrationEnvironment()
    ) -> IntegrationSummary? {
        guard FileSystem.isPresent(environment.recordPath) else { return nil }
        let folder = environment.recordPath.deletingLastPathComponent
        let path = folder + "/integrations.last"
        // The colours as well as the name: a theme edited in its file is a new commit.
        let key = Array(
            ((theme.isDynamic ? appearance.resolved.rawValue : "fixed") + "\n"
                + ExportFormat.kitty.write([ExportScheme(theme, appearance: appearance.resolved)])).utf8)
        let claimed =
            (try? FileSystem.withDirectoryLock(folder) { () throws -> Bool in
                if !always, let last = try? FileSystem.readBytes(at: path, limit: 64 << 10), last == key { return false }
                try FileSystem.writeAtomically(key, to: path, durable: false)
                return true
            }) ?? true
        guard claimed else { return nil }
        return run(theme: theme, appearance: appearance, environment: environment)
    }
}
