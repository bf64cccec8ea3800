import Foundation

/// Reads a reference written with Windows line endings (`\r\n`) as the same text as one written
/// with `\n`, so long as the rendered text it is compared with holds no carriage return.
///
/// Why compare them as equal rather than fail with a one-line hint: every snapshot file is
/// written with `\n`, and git's `core.autocrlf=true` (the default of Git for Windows) turns them
/// into `\r\n` on checkout and back into `\n` on commit. The repository's bytes are the same
/// text; only the working copy differs, and no edit of ours or the user's could make the two
/// sides closer. Failing would make every contributor on Windows change a git setting (or add a
/// `.gitattributes` line such as `Tests/__Snapshots__/** -text`) before a first check can pass,
/// and showing a diff would show every line as changed while no line looks changed. Users of
/// other snapshot libraries hit exactly this (swift-snapshot-testing's "text-based snapshots
/// break across platforms due to line ending differences"), and the libraries that fixed it
/// (testthat, KotlinSnapshot, insta) fixed it this way.
///
/// A rendered text that itself holds `\r` (a string asserted with `expectSnapshot(of:)` that
/// quotes an HTTP response, say) is compared byte for byte, so a real carriage return is
/// never lost. A reference whose lines differ in more than their endings shows a diff of the
/// lines that differ only.
///
/// ```swift
/// LineEndings.reconciled("ログイン\r\n[ 送信 ]\r\n", with: "ログイン\n[ 送信 ]")   // "ログイン\n[ 送信 ]"
/// LineEndings.reconciled("a\r\nb", with: "a\r\nb")                              // "a\r\nb", untouched
/// ```
public enum LineEndings {
    /// `recorded` as ``SnapshotStore/read(_:)`` returned it, with each `\r\n` read as `\n` and
    /// its final line ending dropped, when `rendered` holds no carriage return; otherwise
    /// `recorded` unchanged.
    public static func reconciled(_ recorded: String, with rendered: String) -> String {
        let carriageReturn: UInt8 = 0x0D, lineFeed: UInt8 = 0x0A
        let bytes = recorded.utf8
        guard containsCarriageReturn(recorded), !containsCarriageReturn(rendered) else { return recorded }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var previous: UInt8?
        for byte in bytes {
            if byte == lineFeed, previous == carriageReturn { result.removeLast() }
            result.append(byte)
            previous = byte
        }
        // `read` keeps a final "\r\n" (it drops a final "\n" only): that line ending goes too.
        if bytes.last == lineFeed, bytes.dropLast().last == carriageReturn { result.removeLast() }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `text` holds a carriage return, looked for with `memchr` where the bytes are in
    /// one block (every native string): `check` asks it of every reference.
    private static func containsCarriageReturn(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count > 0 && memchr(bytes.baseAddress!, 0x0D, bytes.count) != nil
        } ?? text.utf8.contains(0x0D)
    }
}
