import DarkscreenCore
import DarkscreenState
import DarkscreenUI

/// Every effect the update step asks for is carried out here, and only here: a new `AppEffect`
/// gets its case in `carryOut` (the switch is exhaustive, so the compiler points here). What the
/// app must know of the outcome comes back into the inbox as an event.
struct Effects {
    let sync: LiveSync
    let shell: ApplyShell
    let requery: TerminalRequery

    func carryOut(_ effect: AppEffect) {
        switch effect {
        case .commit(let name): sync.save { $0.themeName = name } // settings.json
        case .appearanceOverride(let choice): sync.save { $0.appearance = choice }
        case .layoutChanged(let ratio, let listOnRight): sync.saveLayout(ratio: ratio, listOnRight: listOnRight) // state.json
        case .applyShown(let shown): shell.apply(shown: shown) // the terminal's colours, tmux
        case .applyCommitted(let committed): shell.runHooks(for: committed)
        case .queryTerminalColors: requery.request() // the answers come back as input
        case .quit: break // the run loop ends on it before this is called
        }
    }
}
