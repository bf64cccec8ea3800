// Every operating-system call of the preview command lives here and in Platform+ChildProcess.swift.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(ucrt)
import ucrt
#endif

/// What the command asks of the operating system.
package enum Platform {
    /// Whether standard output is a terminal (so color may be used).
    package static var isStandardOutputATerminal: Bool {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        isatty(STDOUT_FILENO) != 0
        #elseif canImport(ucrt)
        _isatty(1) != 0
        #else
        false
        #endif
    }

    /// The file at `path` opened for appending (made when missing), `nil` when it cannot be.
    package static func openForAppending(_ path: String) -> Int32? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        return descriptor >= 0 ? descriptor : nil
        #else
        return nil
        #endif
    }

    /// Writes `line` and a newline to `descriptor` with one unbuffered write, so it is in the
    /// file even if the process stops right after.
    package static func writeLine(_ line: String, to descriptor: Int32) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #endif
    }

    /// Closes `descriptor`.
    package static func closeDescriptor(_ descriptor: Int32) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        _ = close(descriptor)
        #endif
    }
}

