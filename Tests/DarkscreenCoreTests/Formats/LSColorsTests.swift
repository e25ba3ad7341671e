import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct LSColorsTests {
    static func sgr(_ rgb: RGB) -> String { "38;2;\(rgb.red);\(rgb.green);\(rgb.blue)" }

    @Test(
        "ls colours each kind of file with the palette (dark and light)",
        .enabled(if: FormatFixtures.installed("ls") && FormatFixtures.installed("python3"), "ls or python3 missing"),
        arguments: [false, true])
    func lsUsesPalette(light: Bool) throws {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme(light: light)
        let p = scheme.palette
        let run = ToolRun.shell(
            """
            cd '\(folder)' && mkdir folder && : > plain && : > archive.tar.gz && printf '#!/bin/sh\\n' > program && chmod +x program \
              && ln -s plain link && ln -s nowhere orphan && mkfifo pipe \
              && python3 -c 'import socket; s = socket.socket(socket.AF_UNIX); s.bind("socket")' \
              && \(LSColors.posixLine(scheme)) && ls --color=always -1
            """)
        #expect(run.exitCode == 0, "\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        func line(_ name: String) -> String { lines.first { $0.contains(name) } ?? "" }
        #expect(line("folder").contains("01;" + Self.sgr(p[4])), "\(line("folder").debugDescription)")
        #expect(line("link").contains(Self.sgr(p[6])))
        #expect(line("program").contains("01;" + Self.sgr(p[2])))
        #expect(line("pipe").contains(Self.sgr(p[3])))
        #expect(line("socket").contains(Self.sgr(p[5])))
        #expect(line("orphan").contains(Self.sgr(p[1])))
        #expect(line("archive.tar.gz").contains(Self.sgr(p[1])))
        #expect(!line("plain").contains("38;2"), "a plain file keeps the terminal's colour")
    }

    @Test("fish sets the same value", .enabled(if: FormatFixtures.installed("fish"), "fish is not installed"))
    func fish() {
        let folder = FormatFixtures.temporaryFolder()
        defer { FormatFixtures.remove(folder) }
        let scheme = FormatFixtures.scheme()
        let run = ToolRun.shell(
            "timeout 10 fish --no-config -c \(shellQuoted(LSColors.fishLine(scheme) + "; printf '%s' $LS_COLORS"))",
            environment: ["XDG_CONFIG_HOME=\(folder)", "XDG_DATA_HOME=\(folder)", "HOME=\(folder)"])
        #expect(run.output == LSColors.value(scheme))
    }

    @Test("only codes and patterns: nothing a shell or ls could read otherwise")
    func onlyCodes() {
        let value = LSColors.value(FormatFixtures.scheme(named: FormatFixtures.hostileNames[1].text))
        #expect(value.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "=;:*.".contains($0)) })
    }
}
