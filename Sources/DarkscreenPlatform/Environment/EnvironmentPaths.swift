#if canImport(Glibc)
    import Glibc
#endif

/// The folders the environment names, checked before any command uses one: a path is never taken
/// relative to the current folder. `HOME` set but empty, relative, or naming something that is not
/// a folder is refused (one line); a `HOME` that does not exist is allowed (`/nonexistent` is the
/// system users' convention: nothing is read there and a write says it failed). An `XDG_*` folder
/// that is relative or empty is ignored (the XDG spec's rule, `XDGDirectories`), and one that
/// names something that is not a folder is refused like `HOME`.
public enum EnvironmentPaths {
    /// The variables checked, in the order their problems are reported.
    public static let folderVariables = ["HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME", "XDG_DATA_HOME", "XDG_RUNTIME_DIR"]

    /// The first problem with a folder the environment names, as one line; nil when all can be used.
    public static func problem(_ environment: (String) -> String?) -> String? {
        for name in folderVariables {
            guard let value = environment(name) else { continue }
            let shown = SafeText.quoted(value)
            if name == "HOME" {
                if value.isEmpty { return "HOME is set but empty: set it to your home folder's absolute path (or unset it)" }
                if !value.hasPrefix("/") {
                    return "HOME is \(shown), not an absolute path: set it to your home folder's absolute path"
                }
            } else if !value.hasPrefix("/") {
                continue  // ignored, as the XDG spec says: the default under HOME is used
            }
            if isPresentButNotAFolder(value) {
                return "\(name) is \(shown), which is not a folder: set it to a folder's absolute path" + (name == "HOME" ? "" : " (or unset it)")
            }
        }
        return nil
    }

    private static func isPresentButNotAFolder(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0 else { return false }
        return (info.st_mode & S_IFMT) != S_IFDIR
    }
}
