// The operating-system calls that start a `preview` child process and watch it end.
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

extension Platform {
    /// A process started by ``run(_:arguments:environment:patience:)``, once ended: how it ended
    /// and what it wrote to its standard output, its standard error and ``channelDescriptor``.
    package struct Finished: Equatable, Sendable {
        package var ending: Ending
        package var standardOutput: String
        package var standardError: String
        package var channel: String
    }

    /// How a process ended.
    package enum Ending: Equatable, Sendable {
        /// It returned from `main` or called `exit` with this code.
        case exited(Int32)
        /// A signal ended it (`SIGILL` or `SIGTRAP` for a Swift `fatalError`).
        case signalled(Int32)
        /// It wrote no new line on its side channel for this long, so it was killed.
        case hung(after: Duration)
    }

    /// The descriptor a started process reads its lifeline from: a pipe that reads end of file
    /// once the process that started it ends, however it ends — killed too.
    package static let lifelineDescriptor: Int32 = 3
    /// The descriptor of a started process's side channel, a pipe also open as `/dev/fd/4`.
    package static let channelDescriptor: Int32 = 4

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
    /// in `environment`, and waits for it; `nil` when it cannot be started. Its standard output
    /// and error are files with no name, so nothing is left behind whenever this process is
    /// killed; its side channel (``channelDescriptor``) is a pipe read as it writes; its lifeline
    /// (``lifelineDescriptor``) is a pipe whose write end only this process holds (see
    /// ``endWithParent()``). Once it has written no new line on its side channel for as long
    /// as `patience` gives for the last line it wrote (`nil` before any), it is killed and
    /// ends ``Ending/hung(after:)``; a `nil` patience waits as long as it takes.
    package static func run(
        _ executable: String, arguments: [String], environment: [String: String],
        patience: (_ lastLine: Substring?) -> Duration? = { _ in nil }
    ) -> Finished? {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        guard let output = unnamedFile() else { return nil }
        defer { close(output) }
        guard let errors = unnamedFile() else { return nil }
        defer { close(errors) }
        guard let started = start(executable, arguments: arguments, environment: environment, output: output, errors: errors) else { return nil }
        defer {
            close(started.channel)
            close(started.lifeline)
        }
        guard let watched = watch(started.pid, channel: started.channel, patience: patience) else { return nil }
        return Finished(
            ending: watched.ending, standardOutput: text(of: output), standardError: text(of: errors),
            channel: String(decoding: watched.channel, as: UTF8.self)
        )
        #else
        return nil
        #endif
    }

    /// Blocks until ``lifelineDescriptor`` reads end of file — the process that started this
    /// one has ended — then ends this process as if killed (`SIGKILL`), so a child never
    /// outlives its parent to write files nobody waits for. Returns at once when there is no
    /// lifeline (the descriptor is not open).
    package static func endWithParent() {
        #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
        var byte: UInt8 = 0
        var count: Int
        repeat { count = read(lifelineDescriptor, &byte, 1) } while count == -1 && errno == EINTR
        if count == 0 { kill(getpid(), SIGKILL) }
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

    #if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
    /// Held while pipes are made and a process started, so that no process another thread
    /// starts meanwhile inherits a pipe's end before it is marked close-on-exec (`pipe2`,
    /// which would make it so at once, is not imported): one that did would hold the side
    /// channel open after the child ended.
    private static let starting = NSLock()

    /// Starts `executable` writing to `output` and `errors`, with a side channel and a
    /// lifeline: its process id, the side channel's read end and the lifeline's write end
    /// (to close once it has ended), `nil` when it cannot start.
    private static func start(
        _ executable: String, arguments: [String], environment: [String: String], output: Int32, errors: Int32
    ) -> (pid: pid_t, channel: Int32, lifeline: Int32)? {
        starting.lock()
        defer { starting.unlock() }
        var channel: [Int32] = [-1, -1]
        guard pipe(&channel) == 0 else { return nil }
        var lifeline: [Int32] = [-1, -1]
        guard pipe(&lifeline) == 0 else {
            close(channel[0])
            close(channel[1])
            return nil
        }
        // No end leaks into another process; the dup2s give the child its own copies. Only
        // the child keeps the channel's write end, so its reader sees end of file when it ends.
        for descriptor in channel + lifeline { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        defer {
            close(channel[1])
            close(lifeline[0])
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else {
            close(channel[0])
            close(lifeline[1])
            return nil
        }
        defer { posix_spawn_file_actions_destroy(&actions) }
        let argv = arguments.map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        guard posix_spawn_file_actions_adddup2(&actions, output, STDOUT_FILENO) == 0,
              posix_spawn_file_actions_adddup2(&actions, errors, STDERR_FILENO) == 0,
              posix_spawn_file_actions_adddup2(&actions, lifeline[0], lifelineDescriptor) == 0,
              posix_spawn_file_actions_adddup2(&actions, channel[1], channelDescriptor) == 0,
              posix_spawn(&pid, executable, &actions, nil, argv, envp) == 0 else {
            close(channel[0])
            close(lifeline[1])
            return nil
        }
        return (pid, channel[0], lifeline[1])
    }

    /// A new empty file in the temporary folder, open for reading and writing and already
    /// removed from the folder (it lives while a descriptor holds it); `nil` when none can be made.
    private static func unnamedFile() -> Int32? {
        let folder = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((folder + "/viewstatekit-preview-XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { return nil }
        unlink(template)
        _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC)
        return descriptor
    }

    /// Everything in the file `descriptor` holds, from its start, as UTF-8 (invalid bytes replaced).
    private static func text(of descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        var offset: off_t = 0
        while true {
            let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, offset) }
            if count == -1, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
            offset += off_t(count)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
    #endif
}
