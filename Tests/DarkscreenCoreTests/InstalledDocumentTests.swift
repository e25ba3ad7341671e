import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct InstalledDocumentTests {
    @Test("an installed darkscreen names the document beside its prefix: PREFIX/share/doc/darkscreen")
    func installed() throws {
        let dir = TemporaryDirectory()
        try FileSystem.createDirectories(dir.path + "/usr/share/doc/darkscreen")
        dir.write("# schedule", to: "usr/share/doc/darkscreen/schedule.md")
        #expect(
            InstalledDocument.reference("schedule.md", executable: dir.path + "/usr/bin/darkscreen")
                == dir.path + "/usr/share/doc/darkscreen/schedule.md")
    }

    @Test("a build in the source checkout names the checkout's docs/ folder")
    func checkout() throws {
        let dir = TemporaryDirectory()
        try FileSystem.createDirectories(dir.path + "/docs")
        try FileSystem.createDirectories(dir.path + "/.build/x86_64-unknown-linux-gnu/release")
        dir.write("# schedule", to: "docs/schedule.md")
        #expect(
            InstalledDocument.reference("schedule.md", executable: dir.path + "/.build/x86_64-unknown-linux-gnu/release/darkscreen")
                == dir.path + "/docs/schedule.md")
    }

    @Test("no copy anywhere: the man page, never a path that does not exist")
    func nowhere() {
        let dir = TemporaryDirectory()
        #expect(InstalledDocument.reference("schedule.md", executable: dir.path + "/bin/darkscreen") == "man darkscreen")
        #expect(InstalledDocument.reference("schedule.md", executable: nil) == "man darkscreen")
    }
}
