// Prints whether the terminal is light or dark and why, then follows the desktop's setting.
// Run: swift run follow-appearance  (Ctrl-C to stop)
import TerminalAppearance

let detection = AppearanceDetector(environmentVariable: "EXAMPLE_APPEARANCE").begin()
var resolution = detection.finish(drainLateReplies: true)
print(resolution.decision)
for report in resolution.explained {
    print("  \(report.source.title): \(report.summary)")
}

if let desktop = detection.desktop, desktop.isFollowing {
    print("following the desktop setting (Ctrl-C to stop)")
    for await report in desktop.reports() {
        let before = resolution.decision
        resolution.record(report)
        if resolution.decision != before { print(resolution.decision) }
    }
}
