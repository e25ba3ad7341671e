import DarkscreenCore
import DarkscreenPlatform
import DarkscreenTools

/// The plain interactive invocations — no arguments, `run`, and the run options `--theme`,
/// `--themes`, `--appearance`, `--companion`, `--colors`, `--apply`, `--hook` as `--opt value` or `--opt=value` —
/// recognised without swift-argument-parser, whose parse is a large share of start-up (reflection
/// over every command). Anything else (help, a bad value, a subcommand, a repeated option) returns
/// nil and goes through `Darkscreen.main()`, so every message stays the parser's own.
enum FastLaunch {
    private static let subcommandNames: Set<String> = [
        "run", "list", "show", "set", "get", "validate", "appearance", "schedule", "beside",
        "restore", "help"
    ]

    static func recognize(_ arguments: some Collection<String>) -> InteractiveLaunch? {
        var rest = arguments[...]
        if rest.first == "run" { rest = rest.dropFirst() }
        var launch = InteractiveLaunch()
        var seen: Set<RunOption> = []
        while let argument = rest.popFirst() {
            guard argument.hasPrefix("--") else { return nil }
            let name: Substring
            let value: String
            if let equals = argument.firstIndex(of: "=") {
                name = argument[argument.index(argument.startIndex, offsetBy: 2)..<equals]
                value = String(argument[argument.index(after: equals)...])
            } else {
                name = argument.dropFirst(2)
                guard let next = rest.popFirst() else { return nil }
                value = next
            }
            // Values that look like options or subcommands, or empty ones, are the parser's to judge.
            guard !value.isEmpty, !value.hasPrefix("-"), !subcommandNames.contains(value) else { return nil }
            guard let option = RunOption(rawValue: String(name)) else { return nil }
            if !option.isRepeatable {
                guard seen.insert(option).inserted else { return nil }
            }
            guard option.apply(value, to: &launch) else { return nil }
        }
        return launch
    }
}
