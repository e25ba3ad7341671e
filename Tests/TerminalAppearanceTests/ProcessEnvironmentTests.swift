import Testing
@testable import TerminalAppearance
#if canImport(Glibc)
    import Glibc
#endif

/// The detector reads only the variables it uses from the process (not the whole environment),
/// and always the program's own appearance variable.
@Suite(.serialized) struct ProcessEnvironmentTests {
    @Test("the library's variables and the program's own are read; nothing else is copied")
    func readsOnlyWhatTheLibraryUses() {
        setenv("PE_TEST_APPEARANCE", "light", 1)
        setenv("PE_TEST_UNRELATED", "x", 1)
        defer { unsetenv("PE_TEST_APPEARANCE"); unsetenv("PE_TEST_UNRELATED") }
        let environment = ProcessEnvironment.current(adding: ["PE_TEST_APPEARANCE"])
        #expect(environment["HOME"] == getenv("HOME").map { String(cString: $0) }, "a variable the library uses")
        #expect(environment["PATH"] == nil, "one it does not use")
        #expect(environment["PE_TEST_APPEARANCE"] == "light")
        #expect(environment["PE_TEST_UNRELATED"] == nil)
    }

    @Test("a detector without an environment given reads the process's, its appearance variable included")
    func detectorReadsItsVariable() {
        setenv("PE_TEST_APPEARANCE", "dark", 1)
        defer { unsetenv("PE_TEST_APPEARANCE") }
        let detector = AppearanceDetector(environmentVariable: "PE_TEST_APPEARANCE")
        #expect(detector.environment["PE_TEST_APPEARANCE"] == "dark")
        #expect(detector.explicitReports.contains { $0.source == .environment && $0.scheme == .dark })
    }
}
