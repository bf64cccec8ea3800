// The watchdog's operating-system side: reading a child's side channel against a clock.
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

#if canImport(Darwin) || canImport(Glibc) || canImport(Musl)
extension Platform {
    /// Reads the side channel of the process `pid` (`channel`, the read end of its pipe) until
    /// the process closes it, then waits for the process to end: how it ended and what it wrote
    /// there. The wait for each line is `poll` with a timeout, so a quiet child costs no CPU.
    ///
    /// After each line, `patience` says from that line (`nil` before the first) how long the
    /// process may go without writing another; once that has passed, it is killed with
    /// `SIGKILL` and ends ``Ending/hung(after:)``. `SIGKILL` at once rather than `SIGTERM` and a
    /// grace: the child installs no handler, so `SIGTERM` would end it the same way, and a
    /// handler a preview installed would run in a process blocked by that preview; the child's
    /// output is in files with no name, and its snapshots are written to temporary files
    /// renamed into place (which the next `record` removes), so nothing needs it to clean up.
    /// `nil` patience waits as long as it takes. `nil` when the process cannot be waited for.
    static func watch(_ pid: pid_t, channel: Int32, patience: (Substring?) -> Duration?) -> (ending: Ending, channel: [UInt8])? {
        let clock = ContinuousClock()
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        var allowed = patience(nil)
        var deadline = allowed.map { clock.now + $0 }
        while true {
            let left = deadline.map { clock.now.duration(to: $0) }
            if let left, let allowed, left <= .zero {
                return (end(pid, hungAfter: allowed), bytes)
            }
            var watched = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
            let ready = poll(&watched, 1, left.map(pollTimeout) ?? -1)
            if ready == -1, errno == EINTR { continue }
            // Timed out: the loop ends the process; an error no wait would cure: wait plainly.
            guard ready > 0 else {
                if ready == 0 { continue }
                break
            }
            let count = chunk.withUnsafeMutableBytes { read(channel, $0.baseAddress, $0.count) }
            if count == -1, errno == EINTR || errno == EAGAIN { continue }
            // End of file: every process that could write has ended (or an error: wait plainly).
            guard count > 0 else { break }
            bytes += chunk[0..<count]
            guard chunk[0..<count].contains(UInt8(ascii: "\n")) else { continue }
            allowed = patience(lastLine(of: bytes))
            deadline = allowed.map { clock.now + $0 }
        }
        return wait(pid).map { ($0, bytes) }
    }

    /// Ends `pid` for having been silent for `allowed`, unless it has ended on its own (its
    /// pipe can outlive it in a process it started): how it ended.
    private static func end(_ pid: pid_t, hungAfter allowed: Duration) -> Ending {
        var status: Int32 = 0
        if waitpid(pid, &status, WNOHANG) == pid { return ending(status) }
        kill(pid, SIGKILL)
        // Reaped whatever happened: it may have ended on its own just before the kill.
        guard let ended = wait(pid), ended != .signalled(SIGKILL) else { return .hung(after: allowed) }
        return ended
    }

    /// Waits for `pid` to end: how it ended, `nil` when it cannot be waited for.
    private static func wait(_ pid: pid_t) -> Ending? {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 {
            guard errno == EINTR else { return nil }
        }
        return ending(status)
    }

    /// A `waitpid` status as an ending (the `<sys/wait.h>` macros, which Swift does not import).
    private static func ending(_ status: Int32) -> Ending {
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signalled(signal)
    }

    /// The last whole line in `bytes`, `nil` when there is none.
    private static func lastLine(of bytes: [UInt8]) -> Substring? {
        guard let end = bytes.lastIndex(of: UInt8(ascii: "\n")) else { return nil }
        let start = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        return String(decoding: bytes[start..<end], as: UTF8.self)[...]
    }

    /// `left` as `poll`'s timeout: whole milliseconds, rounded up so the wait never ends early.
    private static func pollTimeout(_ left: Duration) -> Int32 {
        Int32(clamping: max(0, milliseconds(left)))
    }
}
#endif

extension Platform {
    /// `duration` in whole milliseconds, rounded up.
    static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + (attoseconds + 999_999_999_999_999) / 1_000_000_000_000_000
    }
}
