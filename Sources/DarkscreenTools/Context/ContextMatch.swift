#if canImport(Glibc)
    import Glibc
#endif
import DarkscreenPlatform
import DarkscreenCore

/// Which rule a context matches: of the rules whose every condition holds, the one with the most
/// conditions; on a tie, the first in the file. Globs are shell patterns (`*`, `?`, `[…]`; `*`
/// also crosses `/`); a host matches in any case; a path pattern may start with `~` (the home
/// folder) and `DIR/**` matches DIR itself and everything below it.
public struct ContextMatch: Hashable, Sendable {
    /// The rule's place in `"contexts"` (0-based, as the messages name it: `contexts[0]`).
    public var index: Int
    public var rule: ContextRule

    public static func best(_ rules: [ContextRule], for context: PaneContext, home: String) -> ContextMatch? {
        var best: ContextMatch?
        for (index, rule) in rules.enumerated() where matches(rule.when, context, home: home) {
            if best == nil || rule.when.specificity > best!.rule.when.specificity { best = ContextMatch(index: index, rule: rule) }
        }
        return best
    }

    static func matches(_ condition: ContextRule.Condition, _ context: PaneContext, home: String) -> Bool {
        guard condition.specificity > 0 else { return false }
        if let host = condition.host, !glob(host, context.host, caseless: true) { return false }
        if let user = condition.user, !glob(user, context.user) { return false }
        if let command = condition.command, !glob(command, context.command ?? "") { return false }
        if let container = condition.container {
            guard let found = context.container, container == "*" || glob(container, found, caseless: true) else { return false }
        }
        if let path = condition.path {
            guard let folder = context.path else { return false }
            var pattern = path
            if pattern == "~" || pattern.hasPrefix("~/") { pattern = home + pattern.dropFirst() }
            if pattern.hasSuffix("/**"), glob(String(pattern.dropLast(3)), folder) { return true }
            if !glob(pattern, folder) { return false }
        }
        return true
    }

    static func glob(_ pattern: String, _ text: String, caseless: Bool = false) -> Bool {
        fnmatch(pattern, text, caseless ? (1 << 4) : 0) == 0  // FNM_CASEFOLD
    }

    /// "contexts[0]: host "prod-*" → tint red, label "production"", the user's text escaped.
    public var description: String {
        let when = rule.when
        var conditions: [String] = []
        for (name, value) in [("host", when.host), ("user", when.user), ("path", when.path), ("command", when.command), ("container", when.container)] {
            if let value { conditions.append("\(name) \(SafeText.quoted(value))") }
        }
        var effects: [String] = []
        switch rule.tint {
        case .hue(let degrees)?: effects.append("tint " + (TintChoice.named.first { $0.degrees == degrees }?.name ?? "\(Int(degrees))°"))
        case .theme(let name)?: effects.append("tint toward \(SafeText.quoted(name))")
        case nil: break
        }
        if let theme = rule.theme { effects.append("theme \(SafeText.quoted(theme))") }
        if let label = rule.label { effects.append("label \(SafeText.quoted(label))") }
        return "contexts[\(index)]: " + conditions.joined(separator: ", ") + " → " + (effects.isEmpty ? "no tint" : effects.joined(separator: ", "))
    }
}
