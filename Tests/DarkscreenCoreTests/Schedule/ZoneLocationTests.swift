import Testing
import DarkscreenCore
import DarkscreenTestSupport
import DarkscreenPlatform
import DarkscreenTools

/// The time zone's location, offline, from the tz database's tables.
@Suite struct ZoneLocationTests {
    static let table = """
        # tz zone descriptions
        #codes\tcoordinates\tTZ\tcomments
        NO,SJ\t+5955+01045\tEurope/Oslo
        AU\t-3352+15113\tAustralia/Sydney\tNew South Wales (most areas)
        US\t+404251-0740023\tAmerica/New_York\tEastern (most areas)
        """

    @Test("minutes and seconds of arc, north/east positive")
    func fixture() throws {
        let oslo = try #require(ZoneLocation.find("Europe/Oslo", inTable: Self.table))
        #expect(abs(oslo.latitude - (59 + 55.0 / 60)) < 1e-9 && abs(oslo.longitude - (10 + 45.0 / 60)) < 1e-9)
        let sydney = try #require(ZoneLocation.find("Australia/Sydney", inTable: Self.table))
        #expect(abs(sydney.latitude + (33 + 52.0 / 60)) < 1e-9 && abs(sydney.longitude - (151 + 13.0 / 60)) < 1e-9)
        let newYork = try #require(ZoneLocation.find("America/New_York", inTable: Self.table))
        #expect(abs(newYork.latitude - (40 + 42.0 / 60 + 51.0 / 3600)) < 1e-9 && abs(newYork.longitude + (74 + 0.0 / 60 + 23.0 / 3600)) < 1e-9)
        #expect(ZoneLocation.find("Europe/Atlantis", inTable: Self.table) == nil)
    }

    @Test("a table read from a file; a damaged line is skipped")
    func fromFile() throws {
        let folder = TemporaryDirectory()
        let path = folder.path + "/zone1970.tab"
        folder.write("XX\t+99x\tBroken/Zone\n" + Self.table, to: "zone1970.tab")
        #expect(ZoneLocation.find("Broken/Zone", tables: [path]) == nil)
        #expect(ZoneLocation.find("Europe/Oslo", tables: [folder.path + "/missing.tab", path]) != nil)
    }

    @Test("the zone's name from TZ or a zoneinfo path")
    func zoneName() {
        #expect(ZoneLocation.currentZoneName(tz: "Europe/Oslo") == "Europe/Oslo")
        #expect(ZoneLocation.currentZoneName(tz: ":Europe/Oslo") == "Europe/Oslo")
        #expect(ZoneLocation.currentZoneName(tz: "/usr/share/zoneinfo/posix/America/New_York") == "America/New_York")
    }

    @Test("the system's table, where there is one, places Oslo in Norway")
    func system() throws {
        guard ZoneLocation.tables.contains(where: { FileSystem.exists($0) }) else { return }
        let oslo = try #require(ZoneLocation.find("Europe/Oslo"))
        #expect(abs(oslo.latitude - 59.9) < 0.2 && abs(oslo.longitude - 10.75) < 0.2)
    }
}
