#if canImport(Glibc)
    import Glibc
#endif
import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// A theme with 16 distinct palette colours (each test can tell which one a tool used), in a dark
/// and a light form, and the hostile names every format must keep as data.
enum FormatFixtures {
    static let palette: [RGB] = [
        0x1D1F21, 0xCC3344, 0x44AA55, 0xDDAA22, 0x3366CC, 0xAA44BB, 0x22AABB, 0xC5C8C6,
        0x707880, 0xEE5566, 0x66CC77, 0xFFCC44, 0x5588EE, 0xCC66DD, 0x44CCDD, 0xF8F8F2
    ].map { RGB($0) }

    static func scheme(named name: String = "Dusk & Dawn", light: Bool = false) -> ExportScheme {
        var imported = ImportedScheme(
            name: name, format: .kitty, file: "/t/x",
            background: RGB(light ? 0xFAF4E8 : 0x101820), foreground: RGB(light ? 0x202428 : 0xE0D8C8))
        imported.palette = light ? palette.reversed() : palette
        imported.cursor = RGB(0xFF8800)
        imported.selectionBackground = RGB(light ? 0xC8D8F0 : 0x334455)
        imported.metadata.author = "A. Writer"
        let theme = SchemeMapper.theme(imported)
        return ExportScheme(theme, appearance: light ? .light : .dark)
    }

    /// Names a themes file could hold: controls, quotes, newlines, XML's CDATA end, shell syntax,
    /// a preprocessor directive and comment, a GVariant escape, bidirectional overrides.
    static let hostileNames: [HostileName] = [
        "Evil\u{1B}]0;owned\u{07}", "Line\nrm -rf ~\n", "Quote\" onload='x'", "Cdata ]]> <script>",
        "$(touch /tmp/pwned) `id` ; | & > <", "#include </etc/passwd> /* c */ // x", "Back\\slash 'single'",
        "Car\rriage\u{0}nul", "Bidi \u{202E}gnp.exe", "Para\u{2029}graph\u{85}next"
    ].map(HostileName.init)

    /// A fresh folder under the system's temporary folder, removed by the caller with `remove(_:)`.
    static func temporaryFolder() -> String {
        var template = Array("/tmp/darkscreen-formats-XXXXXX".utf8CString)
        let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
        precondition(made != nil, "mkdtemp failed")
        return String(decoding: template.prefix(while: { $0 != 0 }).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    static func remove(_ folder: String) {
        guard folder.hasPrefix("/tmp/darkscreen-formats-") else { return }
        _ = ChildProcess(["rm", "-rf", "--", folder], output: .discard, detached: false)?.wait(upTo: 10_000)
    }

    static func write(_ text: String, to path: String) throws {
        try FileSystem.writeAtomically(Array(text.utf8), to: path, durable: false)
    }

    static func installed(_ program: String) -> Bool {
        ["/usr/bin/", "/bin/", "/usr/local/bin/"].contains { access($0 + program, X_OK) == 0 }
    }
}

/// A name as a test argument, shown escaped in the test's report.
struct HostileName: CustomTestStringConvertible, Sendable {
    var text: String
    var testDescription: String { SafeText.escaped(text) }
}

/// A real program reading a generated file: `sh -c script` in a folder of its own, bounded.
struct ToolRun {
    var output: String
    var exitCode: Int32?

    /// Runs `script` with `sh -c` (the environment: the test's, plus `extra`), for at most
    /// `seconds`; the script's own commands carry `timeout` where they could wait.
    static func shell(_ script: String, environment extra: [String] = [], seconds: Int64 = 30) -> ToolRun {
        // (GTK programs started here get no accessibility bus: its launcher would outlive the test)
        let added = ["NO_AT_BRIDGE=1", "GTK_A11Y=none"] + extra
        let environment =
            ChildProcess.currentEnvironment().filter { entry in
                !added.contains { $0.split(separator: "=", maxSplits: 1).first == entry.split(separator: "=", maxSplits: 1).first }
            } + added
        guard let process = ChildProcess(["/bin/sh", "-c", script], environment: environment, output: .capture, detached: true) else {
            return ToolRun(output: "sh could not start", exitCode: nil)
        }
        let finished = process.wait(upTo: seconds * 1000)
        return ToolRun(output: process.output + (finished ? "" : "\n(killed after \(seconds) s)"), exitCode: process.exitCode)
    }
}

extension FormatFixtures {
    static func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }
}
