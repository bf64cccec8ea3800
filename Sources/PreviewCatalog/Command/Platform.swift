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

    /// How a process started by ``run(_:arguments:environment:standardOutput:standardError:)`` ended.
    package enum Ending: Equatable, Sendable {
        /// It returned from `main` or called `exit` with this code.
        case exited(Int32)
        /// A signal ended it (`SIGILL` or `SIGTRAP` for a Swift `fatalError`).
        case signalled(Int32)
    }

    /// The path of the running executable, `nil` where it cannot be known.
    package static var executablePath: String? {
        #if canImport(Darwin)
        var size: UInt32 = 0
        _ = _NSGetExecutablePath(nil, &size)
        var buffer = [CChar](repeating: 0, count: Int(size) + 1)
        guard _NSGetExecutablePath(&buffer, &size) == 0 else { return nil }
        return String(cString: buffer)
        #elseif canImport(Glibc) || canImport(Musl)
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink("/proc/self/exe", &buffer, 4096)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        #else
        return nil
        #endif
    }

    /// Runs `executable` with `arguments` (the first is its `argv[0]`) and exactly the variables
    /// in `environment`, its standard output and error written to the files at those paths, and
    /// waits for it; `nil` when it cannot be started.
    package static func run(
        _ executable: String, arguments: [String], environment: [String: String], standardOutput: String, standardError: String
    ) -> Ending? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { return nil }
        defer { posix_spawn_file_actions_destroy(&actions) }
        let flags = O_WRONLY | O_CREAT | O_TRUNC
        guard posix_spawn_file_actions_addopen(&actions, STDOUT_FILENO, standardOutput, flags, 0o600) == 0,
              posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, standardError, flags, 0o600) == 0 else { return nil }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else { return nil }
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
        #else
        return nil
        #endif
    }

    /// The name of `signal` when it is a trap — what a `fatalError`, a failed precondition or a
    /// bad memory access ends a process with — `nil` for any other (an interrupt, a kill).
    package static func trapName(_ signal: Int32) -> String? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        switch signal {
        case SIGILL: "Illegal instruction"
        case SIGTRAP: "Trace/breakpoint trap"
        case SIGABRT: "Aborted"
        case SIGFPE: "Floating point exception"
        case SIGBUS: "Bus error"
        case SIGSEGV: "Segmentation fault"
        default: nil
        }
        #else
        nil
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
