#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The process's environment as a dictionary (read once per call; no Foundation).
public enum ProcessEnvironment {
    public static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        // Split at the first '=' on the bytes: cutting a Swift String by Character walks grapheme
        // clusters, which cost start-up a measurable share with a few dozen variables.
        while let pointer = entry.pointee {
            if let equals = strchr(pointer, 0x3D) {
                let name = UnsafeRawBufferPointer(start: pointer, count: pointer.distance(to: equals))
                variables[String(decoding: name, as: UTF8.self)] = String(cString: equals + 1)
            }
            entry += 1
        }
        return variables
    }
}
