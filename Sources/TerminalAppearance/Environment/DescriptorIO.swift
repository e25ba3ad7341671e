#if canImport(Glibc)
    import Glibc
#endif

/// The loops every reader and writer of a file descriptor needs, written once: all the bytes
/// across short writes and interruptions (a signal handler installed without SA_RESTART), and a
/// read until full, the end or an error.
package enum DescriptorIO {
    /// Writes all of `bytes` to `fd`. An interrupted write is tried again while `retryInterrupted()`
    /// says so (the run loop stops when a terminating signal came). Returns nil when everything
    /// was written, else the errno that stopped it (EIO for a write that wrote nothing).
    package static func writeAll(
        _ fd: Int32, _ bytes: UnsafeRawBufferPointer,
        retryInterrupted: () -> Bool = { true }
    ) -> Int32? {
        guard let base = bytes.baseAddress else { return nil }
        var offset = 0
        while offset < bytes.count {
            let written = write(fd, base + offset, bytes.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR && retryInterrupted() {
                continue
            } else {
                return written < 0 ? errno : EIO
            }
        }
        return nil
    }

    /// `writeAll` for an array of bytes.
    package static func writeAll(_ fd: Int32, _ bytes: [UInt8], retryInterrupted: () -> Bool = { true }) -> Int32? {
        bytes.withUnsafeBytes { writeAll(fd, $0, retryInterrupted: retryInterrupted) }
    }

    /// Reads into `buffer` until it is full or the file ends, trying interrupted reads again.
    /// Returns how many bytes were read, or the errno that stopped it.
    package static func readFully(_ fd: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, DescriptorError> {
        guard let base = buffer.baseAddress else { return .success(0) }
        var filled = 0
        while filled < buffer.count {
            let got = read(fd, base + filled, buffer.count - filled)
            if got > 0 {
                filled += got
            } else if got == 0 {
                break
            } else if errno != EINTR {
                return .failure(DescriptorError(code: errno))
            }
        }
        return .success(filled)
    }
}

/// An errno from a read or a write.
package struct DescriptorError: Error, Equatable {
    package var code: Int32
}
