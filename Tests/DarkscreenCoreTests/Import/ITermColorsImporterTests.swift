import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ITermColorsImporterTests {
    static func color(_ key: String, _ rgb: (Double, Double, Double), space: String? = "sRGB") -> String {
        """
        <key>\(key)</key>
        <dict>
            <key>Alpha Component</key><real>1</real>
            <key>Blue Component</key><real>\(rgb.2)</real>
            \(space.map { "<key>Color Space</key><string>\($0)</string>" } ?? "")
            <key>Green Component</key><real>\(rgb.1)</real>
            <key>Red Component</key><real>\(rgb.0)</real>
        </dict>
        """
    }

    static func plist(_ entries: [String]) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(entries.joined(separator: "\n"))
        </dict>
        </plist>
        """
    }

    static func grey(_ index: Int) -> (Double, Double, Double) {
        let value = Double(index * 17) / 255
        return (value, value, value)
    }

    @Test("every key, components 0–1 to 8 bits, the palette")
    func reads() throws {
        let entries =
            (0..<16).map { Self.color("Ansi \($0) Color", Self.grey($0)) } + [
                Self.color("Background Color", (0, 0.168627, 0.211765)),
                Self.color("Foreground Color", (0.513725, 0.580392, 0.588235), space: nil),
                Self.color("Cursor Color", (1, 1, 1)), Self.color("Cursor Text Color", (0, 0, 0)),
                Self.color("Selection Color", (0.027451, 0.211765, 0.258824)), Self.color("Selected Text Color", (1, 1, 1)),
                "<key>Badge Color</key><string>not a colour</string>"
            ]
        let scheme = try #require(try importSchemes(Self.plist(entries), file: "/t/Solarized Dark.itermcolors").get().first)
        #expect(scheme.format == .itermcolors && scheme.name == "Solarized Dark")
        #expect(scheme.background == RGB(0x002B36) && scheme.foreground == RGB(0x839496))
        #expect(scheme.cursor == RGB(0xFFFFFF) && scheme.cursorText == RGB(0x000000))
        #expect(scheme.selectionBackground == RGB(0x073642) && scheme.selectionForeground == RGB(0xFFFFFF))
        #expect(scheme.palette == greys)
    }

    @Test("Display P3 is converted to sRGB: pure P3 red is outside sRGB and clips to red; P3 grey stays grey")
    func p3() throws {
        let entries = [
            Self.color("Background Color", (0.6, 0.6, 0.6), space: "P3"), Self.color("Foreground Color", (1, 0, 0), space: "P3"),
            Self.color("Ansi 1 Color", (0.8, 0.3, 0.2), space: "P3")
        ]
        let scheme = try #require(try importSchemes(Self.plist(entries), file: "/t/p3.itermcolors").get().first)
        #expect(scheme.background == RGB(0x999999))
        #expect(scheme.foreground == RGB(0xFF0000))
        // P3 (0.8, 0.3, 0.2) in sRGB is more saturated: redder, less green.
        let red = try #require(scheme.palette?[1])
        #expect(red.red > 204 && red.green < 77)
    }

    @Test("errors name the file, line and key path: not a plist, a component out of range, no background")
    func errors() {
        #expect(
            importErrors("<?xml version=\"1.0\"?><plist><dict><key>x</key>", file: "/t/a.itermcolors")
                == ["/t/a.itermcolors:1:1: unexpected end of file; expected a tag"])
        let out = Self.plist([Self.color("Background Color", (2, 0, 0)), Self.color("Foreground Color", (1, 1, 1))])
        #expect(importErrors(out, file: "/t/o.itermcolors") == ["/t/o.itermcolors:5:1: field Background Color: a colour component is outside 0…1"])
        let missing = Self.plist([Self.color("Foreground Color", (1, 1, 1))])
        #expect(importErrors(missing, file: "/t/m.itermcolors") == ["/t/m.itermcolors: field Background Color: no background colour (Background Color)"])
        let wrongType = Self.plist(["<key>Background Color</key><dict><key>Red Component</key><string>x</string></dict>"])
        #expect(importErrors(wrongType, file: "/t/w.itermcolors").first?.contains("Background Color") == true)
    }
}
