import DarkscreenCore
import DarkscreenState
import DarkscreenCurses
import DarkscreenUI
import DarkscreenPlatform
import DarkscreenTools

/// Command output fitted to where it goes: on a terminal every line is wrapped at word
/// boundaries to its width (COLUMNS, else the tty's), continuation lines indented; piped, lines
/// are left whole for scripts. A message's action ("run 'darkscreen restore'") is never split.
enum CommandOutput {
    /// Continuation lines of a wrapped line start this far in.
    static let indent = 2

    /// Standard output, each line wrapped to the terminal.
    static func print(_ text: String) {
        for line in wrap(text, width: OutputWidth.standardOutput) { Swift.print(line) }
    }

    /// A message on standard error, after "darkscreen: ".
    static func error(_ notice: Notice) {
        for line in lines(of: notice, prefix: "darkscreen: ", width: OutputWidth.standardError) { StandardError.print(line) }
    }

    /// Lines on standard error (a diagnostic list, an argument parser's message), each wrapped.
    static func error(lines text: String) {
        for line in wrap(text, width: OutputWidth.standardError) { StandardError.print(line) }
    }

    /// Every line of `text` in at most `width` columns (nil: unbounded), keeping its own indent
    /// and indenting what wraps by `indent` more.
    static func wrap(_ text: String, width: Int?) -> [String] {
        var out: [String] = []
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(line)
            guard let width, DisplayWidth.of(line) > width else {
                out.append(line)
                continue
            }
            let lead = line.prefix { $0 == " " }.count
            let body = String(line.dropFirst(lead))
            let hanging = min(lead + indent, max(0, width - 20))
            let wrapped = WordWrap.lines(body, width: width - hanging, firstLineWidth: max(1, width - lead))
            for (number, piece) in wrapped.enumerated() {
                out.append(String(repeating: " ", count: number == 0 ? lead : hanging) + piece)
            }
        }
        return out
    }

    /// A message after `prefix`, wrapped to `width`: the text at word boundaries, and the action
    /// on the same line when it fits there whole, else starting a line of its own.
    static func lines(of notice: Notice, prefix: String, width: Int?) -> [String] {
        guard let width, DisplayWidth.of(prefix + notice.line) > width, let action = notice.action else {
            return wrap(prefix + notice.line, width: width)
        }
        var out = notice.text.isEmpty ? [prefix.trimmingSuffix(" ")] : wrap(prefix + notice.text + Notice.separator.trimmingSuffix(" "), width: width)
        let last = out.removeLast()
        if DisplayWidth.of(last) + 1 + DisplayWidth.of(action) <= width {
            out.append(last + " " + action)
        } else {
            out.append(last)
            out += wrap(String(repeating: " ", count: indent) + action, width: width)
        }
        return out
    }
}

extension String {
    /// Without the given character at the end (any number of them).
    func trimmingSuffix(_ character: Character) -> String {
        var text = self
        while text.last == character { text.removeLast() }
        return text
    }
}

/// How every command tells of a settings.json it cannot fully use: one line on stderr per problem
/// (`SettingsProblems`), naming the file and the field, as the running app's status line does.
enum SettingsWarnings {
    /// Reports what settings.json holds that darkscreen cannot use. `skipping`: fields the command
    /// reports itself (the schedule's own error, say).
    static func report(_ store: SettingsStore = .standard(), skipping: Set<Settings.Key> = []) {
        let problems = SettingsProblems(store.load())
        for line in problems.lines(path: store.path, skipping: skipping) { CommandOutput.error(Notice(line)) }
    }
}
