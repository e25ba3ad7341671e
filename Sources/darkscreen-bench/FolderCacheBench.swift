#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The first frame's part of a 500-file drop-in folder with a valid theme folder cache: list and
/// stat the files for the cache key; read the cache, check its checksum, decode every theme.
func folderCacheRows(files count: Int = 500) -> [(String, Int, (median: Double, p95: Double))] {
    var template = Array("/tmp/darkscreen-bench-XXXXXX".utf8CString)
    guard template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) != nil else { return [] }
    let root = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    defer { _ = system("rm -rf '\(root)'") }
    let folder = root + "/themes"
    mkdir(folder, 0o700)
    for index in 0..<count {
        var text = "## name: Bench \(index)\n## author: bench\nbackground #\(hex(index))\nforeground #E0E0E0\n"
        for slot in 0..<16 { text += "color\(slot) #\(hex(index * 16 + slot * 4099))\n" }
        guard let file = fopen("\(folder)/bench-\(index).conf", "w") else { return [] }
        fputs(text, file)
        fclose(file)
    }
    usleep(300_000)  // the files settle (ThemeFolderListing.isSettled)
    var files = ThemeFiles(shipped: "", user: "", extra: [], folders: [folder])
    files.folderCache = ThemeFolderCache(path: root + "/theme-folders.cache", build: "bench")
    guard let cache = files.folderCache, let key = files.folderCacheKey() else { return [] }
    cache.store(ThemeFolders.read([folder]), for: key)
    guard cache.loadContents()?.folders(for: files.scanFolders().cacheKey)?.first?.themes.count == count else { return [] }
    // The two halves start-up runs side by side (InteractiveLaunch): the scan on the second thread.
    return [
        (
            "first frame's part of \(count) folder files, start-up thread: list + stat, the cache key", 101,
            measure(rounds: 101) { blackHole(files.scanFolders()) }
        ),
        (
            "first frame's part of \(count) folder files, main thread: read the cache, check, decode", 101,
            measure(rounds: 101) { blackHole(cache.loadContents()) }
        )
    ]
}

private func hex(_ value: Int) -> String {
    let text = String(value % 0x100_0000, radix: 16, uppercase: true)
    return String(repeating: "0", count: 6 - text.count) + text
}
