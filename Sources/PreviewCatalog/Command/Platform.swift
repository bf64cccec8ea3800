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

    /// Appends `line` and a newline to the file at `path` with one unbuffered write, so it is
    /// on disk even if the process stops right after; does nothing when the file cannot be opened.
    package static func append(line: String, to path: String) {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
        guard descriptor >= 0 else { return }
        defer { close(descriptor) }
        let bytes = Array((line + "\n").utf8)
        _ = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #endif
    }
}
