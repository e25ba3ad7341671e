/// Turns the answers of the terminal (``QueryAnswers``) into reports for the two terminal sources.
extension QueryAnswers {
    /// The `CSI ? 997` answer, as the ``AppearanceSource/terminalReport`` source.
    public var colorSchemeReport: SourceReport {
        if let colorScheme {
            return SourceReport(.terminalReport, .answered(colorScheme, detail: "CSI ? 997 ; \(colorScheme == .dark ? 1 : 2) n"), elapsed: elapsed)
        }
        return SourceReport(.terminalReport, .noAnswer(detail: silence("CSI ? 996 n")), elapsed: elapsed)
    }

    /// The OSC 10/11 answers, as the ``AppearanceSource/terminalColors`` source (``LightnessRule``).
    public var colorsReport: SourceReport {
        guard let background = colors[.background] else {
            return SourceReport(.terminalColors, .noAnswer(detail: silence("OSC 11")), elapsed: elapsed)
        }
        let foreground = colors[.foreground]
        var detail = "background \(background.hex) (L* \(Self.rounded(background.lightness)))"
        if let foreground {
            detail += ", foreground \(foreground.hex) (L* \(Self.rounded(foreground.lightness)))"
        } else {
            detail += ", no foreground (threshold L* 50)"
        }
        return SourceReport(
            .terminalColors, .answered(LightnessRule.scheme(background: background, foreground: foreground), detail: detail),
            elapsed: elapsed)
    }

    private func silence(_ question: String) -> String {
        if fenceArrived { return "the terminal does not answer \(question)" }
        if heardAnything { return "no answer to \(question) within the budget" }
        return "the terminal answered nothing within the budget"
    }

    static func rounded(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    }
}
