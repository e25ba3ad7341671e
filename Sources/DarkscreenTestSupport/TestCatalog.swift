import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// Themes for tests, independent of the shipped themes.json (so whole-frame goldens do not change
/// when the shipped themes do). Every role has its own colour, so a cell's colour names its role.
public enum TestCatalog {
    public static let json = """
        { "themes": [
          { "name": "Test Dark", "statusLine": "lightContent",
            "colors": { "background": "#101010", "primary": "#E0E0E0", "secondary": "#40A0FF",
                        "statusBackground": "#202020", "separator": "#505050", "selection": "#2050A0" } },
          { "name": "Test Light", "statusLine": "darkContent",
            "colors": { "background": "#F8F8F8", "primary": "#181818", "secondary": "#0050C0",
                        "statusBackground": "#E8E8E8", "separator": "#B0B0B0", "selection": "#A0C8F8" } },
          { "name": "Test Dynamic", "statusLine": "default",
            "colors": { "background": {"light": "#FAFAF0", "dark": "#080810"},
                        "primary": {"light": "#202030", "dark": "#F0F0E0"},
                        "secondary": {"light": "#A04000", "dark": "#FF9040"},
                        "statusBackground": {"light": "#EAEAE0", "dark": "#181820"},
                        "separator": {"light": "#C0C0B0", "dark": "#404050"},
                        "selection": {"light": "#F0C080", "dark": "#804020"} } },
          { "name": "Test Wide 夜の東京 🌃", "statusLine": "lightContent",
            "colors": { "background": "#001020", "primary": "#D0E0F0", "secondary": "#60C0A0" } }
        ] }
        """

    public static func catalog() -> ThemeCatalog {
        ThemeCatalog(themes: try! ThemeDecoder.decode(Array(json.utf8), file: "test-themes.json"))
    }

    /// `count` themes named "Theme 0" … with Test Dark's colours (long lists, large catalogs).
    public static func numbered(_ count: Int) -> ThemeCatalog {
        let colors = catalog().themes[0].colors
        return ThemeCatalog(themes: (0..<count).map { Theme(name: "Theme \($0)", statusLine: .lightContent, colors: colors) })
    }
}
