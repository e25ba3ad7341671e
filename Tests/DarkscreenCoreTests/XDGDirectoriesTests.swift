import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct XDGDirectoriesTests {
    private func directories(_ variables: [String: String]) -> XDGDirectories {
        XDGDirectories { variables[$0] }
    }

    @Test("without XDG variables: ~/.config, ~/.local/state, ~/.cache, ~/.local/share, /usr/local/share:/usr/share")
    func defaults() {
        let xdg = directories(["HOME": "/home/u/"])
        #expect(xdg.configHome == "/home/u/.config")
        #expect(xdg.stateHome == "/home/u/.local/state")
        #expect(xdg.cacheHome == "/home/u/.cache")
        #expect(xdg.dataHome == "/home/u/.local/share")
        #expect(xdg.dataDirs == ["/usr/local/share", "/usr/share"])
        #expect(xdg.darkscreenConfig == "/home/u/.config/darkscreen")
        #expect(xdg.darkscreenState == "/home/u/.local/state/darkscreen")
        #expect(xdg.darkscreenCache == "/home/u/.cache/darkscreen")
        #expect(xdg.darkscreenData == ["/home/u/.local/share/darkscreen", "/usr/local/share/darkscreen", "/usr/share/darkscreen"])
    }

    @Test("absolute XDG variables are used as given (trailing slashes dropped)")
    func absolute() {
        let xdg = directories([
            "HOME": "/home/u", "XDG_CONFIG_HOME": "/c/", "XDG_STATE_HOME": "/s", "XDG_CACHE_HOME": "/k/",
            "XDG_DATA_HOME": "/d", "XDG_DATA_DIRS": "/opt/share:/srv/data/"
        ])
        #expect(xdg.darkscreenConfig == "/c/darkscreen")
        #expect(xdg.darkscreenState == "/s/darkscreen")
        #expect(xdg.darkscreenCache == "/k/darkscreen")
        #expect(xdg.darkscreenData == ["/d/darkscreen", "/opt/share/darkscreen", "/srv/data/darkscreen"])
    }

    @Test(
        "relative or empty values are ignored, as the spec says; a list keeps its absolute entries",
        arguments: ["", "relative/path", "./here", "~/x"])
    func ignored(value: String) {
        let xdg = directories([
            "HOME": "/h", "XDG_CONFIG_HOME": value, "XDG_STATE_HOME": value, "XDG_CACHE_HOME": value,
            "XDG_DATA_HOME": value, "XDG_DATA_DIRS": value
        ])
        #expect(xdg.configHome == "/h/.config")
        #expect(xdg.stateHome == "/h/.local/state")
        #expect(xdg.cacheHome == "/h/.cache")
        #expect(xdg.dataHome == "/h/.local/share")
        #expect(xdg.dataDirs == ["/usr/local/share", "/usr/share"])
        let mixed = directories(["HOME": "/h", "XDG_DATA_DIRS": "\(value):/opt/share::"])
        #expect(mixed.dataDirs == ["/opt/share"])
    }

    @Test("the shipped themes are looked for next to the binary first, then in each XDG data folder")
    func shippedThemes() {
        let candidates = ThemeSource.shippedCandidates(executable: "/opt/ds/bin/darkscreen") {
            ["HOME": "/h", "XDG_DATA_DIRS": "/usr/share:/opt/ds/share", "DARKSCREEN_DATA_DIR": "/mine"][$0]
        }
        #expect(candidates.first == "/mine/themes.json")
        #expect(candidates[1] == "/opt/ds/share/darkscreen/themes.json")
        #expect(
            Array(candidates.suffix(2)) == ["/h/.local/share/darkscreen/themes.json", "/usr/share/darkscreen/themes.json"],
            "a folder already listed is not looked in twice")
    }
}
