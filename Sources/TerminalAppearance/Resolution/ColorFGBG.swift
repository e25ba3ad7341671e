/// `COLORFGBG` (set by rxvt and a few others): `fg;bg` or `fg;x;bg` with ANSI colour numbers.
public enum ColorFGBG {
    /// The last field 0–6 or 8 is a dark background, 7 or 9–15 a light one; anything else no answer.
    public static func scheme(_ value: String) -> ColorScheme? {
        let fields = value.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 2 || fields.count == 3, let last = fields.last, !last.isEmpty,
            last.utf8.allSatisfy({ (0x30...0x39).contains($0) }), last.utf8.count <= 3, let index = Int(last)
        else { return nil }
        switch index {
        case 0...6, 8: return .dark
        case 7, 9...15: return .light
        default: return nil
        }
    }

    public static func report(_ value: String?) -> SourceReport {
        guard let value, !value.isEmpty else { return SourceReport(.colorFGBG, .notAsked(reason: "not set")) }
        guard let scheme = scheme(value) else { return SourceReport(.colorFGBG, .noAnswer(detail: "value not understood")) }
        return SourceReport(.colorFGBG, .answered(scheme, detail: "background colour \(value.split(separator: ";").last ?? "")"))
    }
}
