import DarkscreenPlatform
import DarkscreenCore
/// Text from theme files made safe for an HTML page: `&`, `<`, `>`, `"` and `'` as character
/// references, control and invisible formatting characters dropped (`SafeText`'s judgement), so a
/// theme's name or author can neither end an element or attribute nor hide or reorder the text.
public enum HTMLText {
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case _ where SafeText.isControl(scalar) || SafeText.isDisguising(scalar): continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A link's address: only an `https://` address is kept (escaped); anything else is no link.
    public static func link(_ address: String?) -> String? {
        guard let address, address.hasPrefix("https://"), !address.contains(where: { $0 == " " }) else { return nil }
        return escaped(address)
    }
}
