#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// What a tool held before darkscreen first set its colours, for targets whose colours live in the
/// tool's own store rather than in a file the tool includes (fish's universal variables, the X
/// server's resources, dconf): written once, at the first commit after `integrate`, in darkscreen's
/// folder (`<target>.before`), given back and removed by `--undo`.
struct ToolStateBefore {
    var path: String

    init(_ target: String, in environment: IntegrationEnvironment) {
        path = environment.ownFolder + "/" + target + ".before"
    }

    var exists: Bool { FileSystem.isPresent(path) }

    /// Keeps `text` unless a state is kept already (a later commit must not overwrite the user's
    /// state with darkscreen's own colours).
    func keepOnce(_ text: () -> String?) -> String? {
        guard !exists else { return nil }
        guard let text = text() else { return "cannot read the colours it has now" }
        do {
            try FileSystem.writeAtomically(Array(text.utf8), to: path)
        } catch {
            return error.description
        }
        return nil
    }

    func read() -> String? {
        (try? FileSystem.readBytes(at: path, limit: 1 << 20)).map { String(decoding: $0, as: UTF8.self) }
    }

    func remove() { unlink(path) }
}
