// Every operating-system call of the preview command lives here.
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
}
