#if canImport(Glibc)
    import Glibc
#endif
import Testing
import DarkscreenTestSupport
@testable import DarkscreenCore
@testable import DarkscreenPlatform
@testable import DarkscreenTools

/// `FileSystem.writeFiles`: files written together into a folder, never over what the user has.
@Suite struct NewFilesTests {
    let pair: [(name: String, bytes: [UInt8])] = [("A Light", Array("light\n".utf8)), ("A Dark", Array("dark\n".utf8))]

    @Test("the folder is created with its parents; the files hold the bytes; no temporary file is left")
    func writes() throws {
        let dir = TemporaryDirectory()
        let paths = try FileSystem.writeFiles(pair, into: dir.path + "/x/themes", replacing: false)
        #expect(paths == [dir.path + "/x/themes/A Light", dir.path + "/x/themes/A Dark"])
        #expect(dir.read("x/themes/A Light") == "light\n" && dir.read("x/themes/A Dark") == "dark\n")
        #expect(dir.listing("x/themes") == ["A Dark", "A Light"])
    }

    @Test(
        "one name taken (a file, a folder or a link that leads nowhere): refused naming it; nothing written, the file unchanged",
        arguments: ["file", "folder", "dangling link"])
    func refusesExisting(kind: String) throws {
        let dir = TemporaryDirectory()
        let taken = dir.path + "/A Dark"
        switch kind {
        case "file": dir.write("mine\n", to: "A Dark")
        case "folder": try FileSystem.createDirectories(taken)
        default: #expect(symlink(dir.path + "/nowhere", taken) == 0)
        }
        #expect {
            try FileSystem.writeFiles(pair, into: dir.path, replacing: false)
        } throws: { error in
            guard let error = error as? FileWriteError else { return false }
            return error.alreadyExists && error.path == taken && "\(error)".contains("A Dark") && "\(error)".contains("already exists")
        }
        #expect(dir.listing() == ["A Dark"], "the free name was not written either; no temporary file left")
        if kind == "file" { #expect(dir.read("A Dark") == "mine\n") }
    }

    @Test("a file that appears between the check and the write is not replaced either")
    func raceLost() throws {
        let dir = TemporaryDirectory()
        dir.write("theirs\n", to: "late")
        #expect {
            try FileSystem.writeNew(Array("mine\n".utf8), to: dir.path + "/late")
        } throws: { error in
            (error as? FileWriteError)?.alreadyExists == true
        }
        #expect(dir.read("late") == "theirs\n" && dir.listing() == ["late"])
    }

    @Test("a name as long as a file name may be (255 bytes) is written: the temporary name does not grow with it")
    func longName() throws {
        let dir = TemporaryDirectory()
        let name = String(repeating: "x", count: 249) + " Light"
        _ = try FileSystem.writeFiles([(name, Array("long\n".utf8))], into: dir.path, replacing: false)
        #expect(dir.read(name) == "long\n" && dir.listing() == [name])
    }

    @Test("replacing: what is there is replaced, atomically")
    func replaces() throws {
        let dir = TemporaryDirectory()
        dir.write("old\n", to: "A Light")
        _ = try FileSystem.writeFiles(pair, into: dir.path, replacing: true)
        #expect(dir.read("A Light") == "light\n" && dir.listing() == ["A Dark", "A Light"])
    }

    @Test("a folder path that is a file is refused, naming it")
    func folderIsAFile() {
        let dir = TemporaryDirectory()
        dir.write("x", to: "plain")
        #expect {
            try FileSystem.writeFiles(pair, into: dir.path + "/plain", replacing: false)
        } throws: { error in
            "\(error)" == "cannot write \(dir.path)/plain: is not a folder"
        }
    }
}
