import Testing
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// The `"contexts"` setting: rules read with one-line errors naming the field and line, the most
/// specific match winning, the pane's context read from its processes (an ssh command line, the
/// foreground user), and `"tint": false` / `[]` turning tints off.
@Suite struct ContextRuleTests {
    func settings(_ json: String) throws -> Settings { try Settings.parse(Array(json.utf8)) }

    static let rules = """
        {"contexts": [
          {"when": {"host": "prod-*"}, "tint": "red", "label": "production"},
          {"when": {"user": "root"}, "tint": "amber"},
          {"when": {"path": "~/work/payments/**"}, "theme": "Solarized Light"},
          {"when": {"command": "ssh", "host": "*.corp"}, "tint": 250, "label": "corp"},
          {"when": {"container": true}, "tint": {"theme": "Nord"}}
        ]}
        """

    @Test("rules are read in order with their conditions and effects")
    func parse() throws {
        let rules = try settings(Self.rules).contexts.rules
        #expect(rules.count == 5)
        #expect(rules[0] == ContextRule(when: .init(host: "prod-*"), tint: .hue(25), label: "production"))
        #expect(rules[1].tint == .hue(75))
        #expect(rules[2].theme == "Solarized Light" && rules[2].tint == nil)
        #expect(rules[3].when.specificity == 2 && rules[3].tint == .hue(250))
        #expect(rules[4].when.container == "*" && rules[4].tint == .theme("Nord"))
    }

    @Test(
        "a value that cannot be used names its field and line, and no rule applies",
        arguments: [
            (#"{"contexts": {"host": "x"}}"#, "contexts: should be a list"),
            (
                "{\"contexts\": [\n {\"when\": {\"host\": 3}, \"tint\": \"red\"}]}",
                "contexts[0].when.host: should be a non-empty plain string, found a number (line 2)"
            ),
            (#"{"contexts": [{"when": {"host": "a"}, "tint": "redd"}]}"#, "contexts[0].tint: \"redd\" is not a hue"),
            (#"{"contexts": [{"when": {"host": "a"}, "tint": 400}]}"#, "contexts[0].tint: should be a hue"),
            (#"{"contexts": [{"when": {}, "tint": "red"}]}"#, "contexts[0].when: is empty"),
            (#"{"contexts": [{"when": {"user": "root"}}]}"#, "contexts[0]: has no effect"),
            (#"{"contexts": [{"when": {"user": "root"}, "tint": "red", "colour": 1}]}"#, "contexts[0].colour: is not"),
            (#"{"contexts": [{"when": {"user": "ro\u001bot"}, "tint": "red"}]}"#, "contexts[0].when.user: should be a non-empty plain string")
        ])
    func errors(json: String, expected: String) throws {
        let parsed = try settings(json)
        guard case .invalid(let error) = parsed.contexts else {
            Issue.record("\(json) was accepted")
            return
        }
        #expect(error.description.hasPrefix(expected), "\(error)")
        let lines = SettingsProblems.fields(of: parsed).map { "\($0.name): \($0.problem)" }
        #expect(lines.contains { $0.hasPrefix(expected) })
        #expect(!lines.joined().contains("\u{1b}"))
    }

    @Test("[] and \"tint\": false mean no tint; a rule's \"tint\": false gives none from that rule")
    func off() throws {
        #expect(try settings(#"{"contexts": []}"#).contexts == .off)
        let noTints = try settings(#"{"tint": false, "contexts": [{"when": {"user": "root"}, "tint": "red", "label": "root"}]}"#).contexts.rules
        #expect(noTints.count == 1 && noTints[0].tint == nil && noTints[0].label == "root")
        let rule = try settings(#"{"contexts": [{"when": {"user": "root"}, "tint": false}]}"#).contexts.rules
        #expect(rule.count == 1 && rule[0].tint == nil)
        #expect(SettingsProblems.fields(of: try settings(#"{"tint": "no"}"#)).map(\.name) == ["tint"])
    }

    func context(
        host: String = "laptop", user: String = "me", path: String? = "/home/me", command: String? = "bash",
        container: String? = nil
    ) -> PaneContext {
        PaneContext(host: host, user: user, path: path, command: command, container: container)
    }

    @Test("the most specific rule wins; on a tie the first; globs on host (any case) and path (~, DIR/**)")
    func matching() throws {
        let rules = try settings(Self.rules).contexts.rules
        func matched(_ context: PaneContext) -> Int? { ContextMatch.best(rules, for: context, home: "/home/me")?.index }
        #expect(matched(context()) == nil)
        #expect(matched(context(host: "PROD-db1")) == 0)
        #expect(matched(context(user: "root")) == 1)
        #expect(matched(context(host: "prod-db1", user: "root")) == 0, "a tie: the first rule")
        #expect(matched(context(host: "git.corp", command: "ssh")) == 3)
        #expect(matched(context(host: "git.corp", user: "root", command: "ssh")) == 3, "two conditions beat one")
        #expect(matched(context(path: "/home/me/work/payments")) == 2)
        #expect(matched(context(path: "/home/me/work/payments/api/v2")) == 2)
        #expect(matched(context(path: "/home/me/work/paymentsX")) == nil)
        #expect(matched(context(path: nil)) == nil)
        #expect(matched(context(container: "podman")) == 4)
    }

    static func process(_ pid: Int32, parent: Int32, uid: UInt32 = 1000, name: String, _ arguments: [String] = [], group: Int32, foreground: Int32 = 0)
        -> ProcessEntry
    {
        var entry = ProcessEntry(pid: pid, parent: parent, uid: uid, name: name, arguments: arguments.isEmpty ? [name] : arguments)
        entry.group = group
        entry.foregroundGroup = foreground
        return entry
    }

    @Test("a pane's context: its ssh's destination, the foreground process's user, the asking process left out")
    func fromProcesses() {
        let names: (UInt32) -> String = { $0 == 0 ? "root" : "me" }
        let shell = Self.process(10, parent: 1, name: "bash", group: 10, foreground: 20)
        let ssh = Self.process(20, parent: 10, name: "ssh", ["ssh", "-p", "2222", "-o", "BatchMode=yes", "deploy@prod-db1"], group: 20)
        let over = PaneContext(shell: shell, processes: [ssh], command: "ssh", path: "/home/me", localHost: "laptop", userName: names, markers: nil)
        #expect(over.host == "prod-db1" && over.user == "deploy" && over.ssh?.port == 2222 && over.path == nil)
        let idle = Self.process(10, parent: 1, name: "bash", group: 10, foreground: 10)
        let home = PaneContext(shell: idle, processes: [ssh], command: "bash", path: "/home/me", localHost: "laptop", userName: names, markers: nil)
        #expect(home.host == "laptop" && home.user == "me" && home.path == "/home/me", "a background ssh does not count")
        // sudo -s, then darkscreen context typed in root's shell: root's shell decides.
        let rootShell = Self.process(10, parent: 1, name: "bash", group: 10, foreground: 40)
        let sudo = Self.process(30, parent: 10, uid: 0, name: "sudo", group: 30)
        let root = Self.process(31, parent: 30, uid: 0, name: "bash", group: 30)
        let asking = Self.process(40, parent: 31, uid: 0, name: "darkscreen", group: 40)
        let su = PaneContext(
            shell: rootShell, processes: [sudo, root, asking], command: "darkscreen", path: "/root",
            localHost: "laptop", userName: names, markers: nil, asking: asking)
        #expect(su.user == "root" && su.command == "bash")
        let docker = Self.process(50, parent: 10, name: "docker", ["docker", "exec", "-it", "web", "sh"], group: 50)
        let inContainer = PaneContext(
            shell: Self.process(10, parent: 1, name: "bash", group: 10, foreground: 50), processes: [docker],
            command: "docker", path: "/", localHost: "laptop", userName: names, markers: nil)
        #expect(inContainer.container == "docker")
    }

    @Test(
        "ssh's arguments: options with values skipped, user@host, -l, -p, -o User=/Port=, ssh:// and [v6]",
        arguments: [
            (["ssh", "host"], "host", nil as String?, nil as Int?),
            (["ssh", "-4", "-i", "key", "-p2200", "me@host.example"], "host.example", "me", 2200),
            (["ssh", "-l", "admin", "-o", "Port=2222", "box"], "box", "admin", 2222),
            (["ssh", "-o", "User=ops", "-vt", "box", "uptime"], "box", "ops", nil),
            (["ssh", "ssh://u@h.example:2022"], "h.example", "u", 2022),
            (["ssh", "root@[::1]"], "::1", "root", nil)
        ])
    func sshArguments(arguments: [String], host: String, user: String?, port: Int?) throws {
        let destination = try #require(SSHDestination(arguments: arguments))
        #expect(destination.host == host && destination.user == user && destination.port == port)
    }

    @Test("the pane's record survives any style text and reads back exactly")
    func record() throws {
        let record = PaneTint.Record(
            windowStyle: "bg=#102030,fg=default;x", activeStyle: nil, paneColours: ["pane-colours[1] red", "pane-colours[9] \"#ff0000\""],
            tint: "bg=#000000,fg=#ffffff")
        #expect(PaneTint.Record(record.encoded) == record)
        #expect(PaneTint.Record("1;x;zz;-;-") == nil)
        #expect(PaneTint.Record("garbage") == nil)
    }
}
