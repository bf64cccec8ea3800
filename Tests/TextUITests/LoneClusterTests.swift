import Testing
import TestSupport
@testable import TextUI

/// Text made only of scalars that are always clusters of their own is measured and drawn
/// scalar by scalar; these tests hold that claim against Swift's own cluster breaking.
@Suite struct LoneClusterTests {
    /// Every lone scalar, as ranges (each range's ends are lone, the scalars just outside not).
    static let ranges: [ClosedRange<UInt32>] = [
        0x20...0x7E, 0xA0...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x20A0...0x20C0, 0x2190...0x27BF,
        0x2B00...0x2BFF, 0x3000...0x3029, 0x3030...0x303F, 0x3041...0x3096, 0x309B...0x30FF,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60, 0xFFE0...0xFFE6,
    ]

    @Test func theRangesAreWhatIsLoneClusterSays() {
        for range in Self.ranges {
            #expect(DisplayWidth.isLoneCluster(range.lowerBound) && DisplayWidth.isLoneCluster(range.upperBound))
        }
        for outside: UInt32 in [0x1F, 0x7F, 0x300, 0x200D, 0x302A, 0x3099, 0xFE0F, 0x1160, 0x11A8, 0xFF9E, 0x1F1EF, 0x1F3FB] {
            #expect(!DisplayWidth.isLoneCluster(outside), "U+\(String(outside, radix: 16))")
        }
    }

    /// Any run of lone scalars is as many clusters as scalars, and measures what measuring it
    /// cluster by cluster gives.
    @Test func aRunOfLoneScalarsIsOneClusterPerScalar() {
        var random = SplitMix64(seed: 0x10E_C1)
        for _ in 0..<20_000 {
            var text = ""
            for _ in 0..<random.int(1...8) {
                let range = random.pick(Self.ranges)
                text.unicodeScalars.append(Unicode.Scalar(UInt32(random.int(Int(range.lowerBound)...Int(range.upperBound))))!)
            }
            #expect(text.count == text.unicodeScalars.count, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(DisplayWidth.of(text) == text.reduce(0) { $0 + DisplayWidth.of($1) })
        }
    }

    /// Next to a scalar that may join it, the slow path measures: the result stays right.
    @Test func aJoiningScalarSendsTheTextClusterByCluster() {
        #expect(DisplayWidth.of("カ\u{3099}") == 2)       // katakana and a combining sound mark
        #expect(DisplayWidth.of("e\u{301}あ") == 3)
        #expect(DisplayWidth.of("❤\u{FE0F}日") == 4)
    }
}
