@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// Parses `text` as `format` (through content detection, as darkscreen does) and returns the
/// schemes, or the diagnostics' descriptions.
func importSchemes(_ text: String, file: String) -> Result<[ImportedScheme], ThemeFileError> {
    Result { () throws(ThemeFileError) -> [ImportedScheme] in
        switch try ForeignThemeFile.decode(Array(text.utf8), file: file) {
        case .schemes(let schemes): return schemes
        case .themes: throw ThemeFileError([ThemeDiagnostic(file: file, message: "read as darkscreen JSON")])
        }
    }
}

func importErrors(_ text: String, file: String) -> [String] {
    if case .failure(let error) = importSchemes(text, file: file) { return error.diagnostics.map(\.description) }
    return []
}

/// The 16 colours #000000, #111111 … #FFFFFF: distinct, easy to check.
let greys: [RGB] = (0..<16).map { RGB(red: UInt8($0 * 17), green: UInt8($0 * 17), blue: UInt8($0 * 17)) }

func hex6(_ rgb: RGB) -> String { String(rgb.hex.dropFirst()).lowercased() }
