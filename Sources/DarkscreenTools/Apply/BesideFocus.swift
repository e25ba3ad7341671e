import DarkscreenPlatform
import DarkscreenCore
/// In a companion pane `darkscreen beside` opened: once a theme is committed there (Enter, a double
/// click), the focus goes back to the work pane beside it, so the user's next keys reach their
/// work, not the picker. One tmux call off the run loop (`CommandWorker`, bounded): from a left
/// companion the pane to its right, from a right one the pane to its left (`select-pane -R`/`-L`
/// from this pane, chosen by tmux from `#{pane_at_left}` in the same call).
public final class BesideFocus {
    private let worker: CommandWorker
    private let arguments: [String]

    /// Nil outside tmux (no `TMUX` or `TMUX_PANE`) or when the worker cannot start.
    public init?(environment: (String) -> String?) {
        guard let tmux = environment("TMUX"), let socket = tmux.split(separator: ",").first, !socket.isEmpty,
            let pane = environment("TMUX_PANE"), Self.isPaneID(pane),
            let worker = CommandWorker(limit: 2000)
        else { return nil }
        self.worker = worker
        arguments = Self.command(socket: String(socket), pane: pane)
    }

    /// `if-shell -F -t PANE '#{pane_at_left}' 'select-pane -t PANE -R' 'select-pane -t PANE -L'`.
    static func command(socket: String, pane: String) -> [String] {
        TmuxCommand.line(
            socket: socket,
            [
                [
                    "if-shell", "-F", "-t", pane, "#{pane_at_left}",
                    "select-pane -t \(pane) -R", "select-pane -t \(pane) -L"
                ]
            ])
    }

    /// `%12`: tmux's pane id (anything else is not put into a tmux command).
    static func isPaneID(_ text: String) -> Bool {
        text.count > 1 && text.first == "%" && text.dropFirst().allSatisfy(\.isASCII) && text.dropFirst().allSatisfy(\.isNumber)
    }

    /// A commit was made here: the work pane gets the focus (skipped while the last call still runs).
    public func commitMade() {
        _ = worker.takeResult()
        guard !worker.isBusy else { return }
        worker.submit(arguments)
    }
}
