import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

@Suite struct ColorOutputTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var choice: ColorOutput
        var terminal: Bool
        var environment: [String: String]
        var colour: Bool
        var testDescription: String { "--color \(choice) terminal=\(terminal) \(environment) → \(colour)" }
    }

    static let cases: [Case] = [
        Case(choice: .auto, terminal: true, environment: [:], colour: true),
        Case(choice: .auto, terminal: false, environment: [:], colour: false),
        Case(choice: .auto, terminal: true, environment: ["NO_COLOR": "1"], colour: false),
        Case(choice: .auto, terminal: true, environment: ["NO_COLOR": ""], colour: true),
        Case(choice: .auto, terminal: true, environment: ["CLICOLOR": "0"], colour: false),
        Case(choice: .auto, terminal: false, environment: ["CLICOLOR": "1"], colour: false),
        Case(choice: .auto, terminal: false, environment: ["CLICOLOR_FORCE": "1"], colour: true),
        Case(choice: .auto, terminal: false, environment: ["CLICOLOR_FORCE": "0"], colour: false),
        Case(choice: .auto, terminal: false, environment: ["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], colour: true),
        Case(choice: .auto, terminal: true, environment: ["TERM": "dumb"], colour: false),
        Case(choice: .always, terminal: false, environment: ["NO_COLOR": "1", "CLICOLOR": "0"], colour: true),
        Case(choice: .never, terminal: true, environment: ["CLICOLOR_FORCE": "1"], colour: false)
    ]

    @Test(
        "the flag wins, then CLICOLOR_FORCE, then NO_COLOR, then CLICOLOR=0, then whether stdout is a terminal",
        arguments: cases)
    func precedence(_ example: Case) {
        #expect(example.choice.isEnabled(outputIsTerminal: example.terminal, environment: Environment { example.environment[$0] }) == example.colour)
    }
}
