/// Where a message sends the user to read one of darkscreen's documents (`schedule.md`): the copy
/// installed beside the binary, `../share/doc/darkscreen/NAME` (/usr/share/doc/darkscreen for the
/// Debian package; PREFIX/share/doc/darkscreen for the release tarball and `make install`), else
/// the `docs/` folder of the source checkout a build there runs from, else the man page.
public enum InstalledDocument {
    public static func candidates(_ name: String, executable: String? = FileSystem.executablePath()) -> [String] {
        guard let executable else { return [] }
        var dir = executable.deletingLastPathComponent
        var found = [dir.deletingLastPathComponent + "/share/doc/darkscreen/" + name]
        // A build inside the checkout: .build/<triple>/release/darkscreen → the checkout's docs/.
        for _ in 0..<4 {
            dir = dir.deletingLastPathComponent
            found.append(dir + "/docs/" + name)
        }
        return found
    }

    /// The first candidate that exists, or `man darkscreen` when none does.
    public static func reference(_ name: String, executable: String? = FileSystem.executablePath()) -> String {
        candidates(name, executable: executable).first(where: FileSystem.isRegularFile) ?? "man darkscreen"
    }
}
