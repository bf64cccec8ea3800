/// Finds the name a person most likely meant: the candidate with the smallest edit distance,
/// when it is close enough to be a typo.
///
/// The distance counts insertions, deletions, substitutions and swaps of two neighbours as one
/// edit each, and a difference in letter case only as half an edit, so `login` finds `Login`
/// before `Logon`. A candidate is close enough when it is at most a third of the longer name's
/// length away, and never more than 3 edits (so two-letter names only match by case); ties go
/// to the earlier candidate, so the answer is deterministic.
///
/// ```swift
/// NearestName.to("Logn", among: ["Login", "Feed"])     // "Login"
/// NearestName.to("lsit", among: ["list", "check"])     // "list"
/// NearestName.to("Settings", among: ["Login"])         // nil
/// ```
package enum NearestName {
    package static func to(_ typed: String, among candidates: [String]) -> String? {
        var best: (name: String, cost: Int)?
        for candidate in candidates {
            let cost = halfEdits(Array(typed), Array(candidate))
            let allowed = min(6, 2 * max(typed.count, candidate.count) / 3)
            guard cost <= allowed else { continue }
            if let current = best, current.cost <= cost { continue }
            best = (candidate, cost)
        }
        return best?.name
    }

    /// Optimal-string-alignment distance in half-edits: 2 per insertion, deletion, substitution
    /// or swap of neighbours; 1 for two characters that differ only in case.
    package static func halfEdits(_ a: [Character], _ b: [Character]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = 2 * i }
        for j in 0...b.count { table[0][j] = 2 * j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let x = a[i - 1], y = b[j - 1]
                let substitution = x == y ? 0 : (x.lowercased() == y.lowercased() ? 1 : 2)
                var cost = min(table[i - 1][j] + 2, table[i][j - 1] + 2, table[i - 1][j - 1] + substitution)
                if i > 1, j > 1, x == b[j - 2], a[i - 2] == y, x != y {
                    cost = min(cost, table[i - 2][j - 2] + 2)
                }
                table[i][j] = cost
            }
        }
        return table[a.count][b.count]
    }
}
