/// The candidate closest to `name` by edit distance, when it is close enough to be a typo
/// (at most a third of the name's length, and at least one edit).
func nearestName(to name: String, in candidates: [String]) -> String? {
    let scored = candidates.map { (candidate: $0, distance: editDistance(name.lowercased(), $0.lowercased())) }
    guard let best = scored.min(by: { $0.distance < $1.distance }) else { return nil }
    return best.distance <= max(1, name.count / 3) ? best.candidate : nil
}

/// Levenshtein distance in characters.
private func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
        var current = [i] + Array(repeating: 0, count: b.count)
        for j in stride(from: 1, through: b.count, by: 1) {
            current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
        }
        previous = current
    }
    return previous[b.count]
}
