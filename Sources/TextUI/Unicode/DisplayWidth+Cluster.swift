extension DisplayWidth {
    /// Columns of a cluster of two or more scalars: their widths added up the way terminals
    /// that sum code-point widths draw them (see ``DisplayWidth`` for the rules), measured as
    /// if a base character came before the cluster.
    ///
    /// ```swift
    /// DisplayWidth.ofCluster("कि".unicodeScalars)        // 2: the vowel sign I is a spacing mark
    /// DisplayWidth.ofCluster("क्ष".unicodeScalars)        // 2: the conjunct keeps both columns
    /// DisplayWidth.ofCluster("👩‍💻".unicodeScalars)       // 2: the joiner hides what follows it
    /// DisplayWidth.ofCluster("❤\u{FE0F}".unicodeScalars) // 2: VS16 widens ❤
    /// ```
    package static func ofCluster(_ scalars: some Sequence<Unicode.Scalar>) -> Int {
        var state = ClusterWidth()
        for scalar in scalars { state.add(scalar) }
        return state.columns
    }
}

/// The running sum behind ``DisplayWidth/ofCluster(_:)``: one scalar at a time.
struct ClusterWidth {
    private var total = 0
    /// The last scalar that took columns, while a VS16 or spacing mark may still act on it;
    /// `0` stands for "a base character before the cluster" (one that VS16 does not widen).
    private var base: UInt32? = 0
    /// The last scalar taken into account, for the skin-tone rule.
    private var lastSeen: UInt32 = 0
    private var afterVirama = false
    private var conjunctPending = false
    private var skipsNext = false
    private var regionalIndicatorRun = 0

    mutating func add(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        let isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
        let run = regionalIndicatorRun
        regionalIndicatorRun = isRegionalIndicator ? run + 1 : 0
        if skipsNext {
            // What a zero-width joiner joins to the character before it adds nothing.
            skipsNext = false
            return
        }
        if value == 0x200D {
            // After a virama the joiner asks for a half form: the conjunct rules go on.
            if !afterVirama { skipsNext = true }
            return
        }
        if value == 0xFE0F, let widened = base {
            if DisplayWidth.contains(widened, in: UnicodeWidthTables.widenedByVS16) { total += 1 }
            base = nil
            return
        }
        if isRegionalIndicator, run % 2 == 1 {
            lastSeen = value  // The second of a flag's pair.
            return
        }
        if (0x1F3FB...0x1F3FF).contains(value), DisplayWidth.contains(lastSeen, in: UnicodeWidthTables.emojiBases) {
            return  // A skin tone on an emoji.
        }
        if afterVirama, DisplayWidth.contains(value, in: UnicodeWidthTables.conjunctConsonants) {
            base = value
            lastSeen = value
            afterVirama = false
            conjunctPending = true
            return
        }
        let width = DisplayWidth.ofScalar(scalar)
        if width > 0 {
            if conjunctPending { total += 1 }
            conjunctPending = false
            total += width
            base = value
            lastSeen = value
            afterVirama = false
        } else if base != nil, DisplayWidth.contains(value, in: UnicodeWidthTables.spacingMarks) {
            total += 1
            base = nil
            afterVirama = false
            conjunctPending = false
        } else {
            afterVirama = DisplayWidth.contains(value, in: UnicodeWidthTables.viramas)
        }
    }

    /// The cluster's columns once every scalar is added.
    var columns: Int { total + (conjunctPending ? 1 : 0) }
}
