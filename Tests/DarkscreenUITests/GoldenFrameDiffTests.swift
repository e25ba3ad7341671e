import Testing
import DarkscreenCore
import DarkscreenTestSupport
@testable import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

@Suite struct GoldenFrameDiffTests {
    @Test("a golden mismatch shows the whole frame, the differing row as - the file then + this run")
    func wholeFrame() throws {
        let folder = TemporaryDirectory()
        let colors = try controller().currentTheme.colors.resolved(for: .dark)
        let golden = CellBuffer(lines: ["abc", "def", "ghi"])
        try FileSystem.createDirectories(folder.path + "/Goldens")
        folder.write(GoldenFrame.render(golden, colors: colors), to: "Goldens/frame.frame")
        let testFile = folder.path + "/SomeTests.swift"
        #expect(GoldenFrame.verify(golden, colors: colors, named: "frame", testFile: testFile) == .matches)

        let outcome = GoldenFrame.verify(
            CellBuffer(lines: ["abc", "dXf", "ghi"]), colors: colors, named: "frame",
            testFile: testFile)
        guard case .differs(let diff) = outcome else {
            Issue.record("expected a difference, got \(outcome)")
            return
        }
        let lines = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.contains("- 4: def|") && lines.contains("+ 4: dXf|"))
        #expect(lines.filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count == 2, "only the changed row is marked")
        for unchanged in ["  size 3x3", "  text", "  abc|", "  ghi|", "  foreground", "  background"] {
            #expect(lines.contains(unchanged), "the whole frame is shown: \(unchanged)")
        }
    }
}
