import Testing
import DarkscreenCore
import DarkscreenTestSupport
import DarkscreenPlatform
import DarkscreenTools

/// One switch of the schedule is claimed once, whichever darkscreen comes first; older markers go.
@Suite struct ScheduledSwitchClaimTests {
    @Test("the first claim wins, the others do not; a later switch is claimed again")
    func once() {
        let folder = TemporaryDirectory()
        let one = ScheduledSwitchClaim(folder: folder.path + "/darkscreen")
        let two = ScheduledSwitchClaim(folder: folder.path + "/darkscreen")
        #expect(one.claim(moment: 1_000, scheme: .dark))
        #expect(!two.claim(moment: 1_000, scheme: .dark))
        #expect(!one.claim(moment: 1_000, scheme: .dark))
        #expect(two.claim(moment: 50_000, scheme: .light))
        #expect(folder.listing("darkscreen") == ["schedule-switch-50000-light"])
    }

    @Test("a folder that cannot be written: every darkscreen tells the tools, as without a schedule")
    func unwritable() {
        let folder = TemporaryDirectory()
        folder.write("a file, not a folder", to: "darkscreen")
        let claim = ScheduledSwitchClaim(folder: folder.path + "/darkscreen")
        #expect(claim.claim(moment: 1_000, scheme: .dark))
        #expect(claim.claim(moment: 1_000, scheme: .dark))
    }
}
