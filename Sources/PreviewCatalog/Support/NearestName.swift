/// Finds the name a person most likely meant: the candidate with the smallest edit distance,
/// when it is close enough to be a typo.
///
/// The distance counts insertions, deletions, substitutions and swaps of two neighbours as one
/// edit each, and a difference in letter case only as half an edit, so `login` finds `Login`
/// before `Logon`. A candidate is close enough when it is at most a third of the longer name's
/// length away, and never more than 3 edits (so two-letter names only match by case); ties go
/// to the earlier candidate, so the answer is deterministic.
///
/// The cost is bounded whatever the input: a candidate whose length differs by more than the
/// edits allowed is skipped without comparing a character, the comparison looks only at the
/// band of prefixes within those edits of each other (at most 7 per character), and it stops
/// as soon as every prefix pair in a row is too far apart. A 100,000-character typo costs a
/// count of its characters.
///
/// ```swift
/// NearestName.to("Logn", among: ["Login", "Feed"])     // "Login"
/// NearestName.to("lsit", among: ["list", "check"])     // "list"
/// NearestName.to("Settings", among: ["Login"])         // nil
/// ```
package enum NearestName {
    /// The farthest a suggestion may be, in half-edits: 3 edits.
    package static let maximumHalfEdits = 6

    package static func to(_ typed: String, among candidates: [String]) -> String? {
        var cells = 0
        return to(typed, among: candidates, cells: &cells)
    }

    /// ``to(_:among:)``, counting the cells of the distance tables it fills in `cells`.
    package static func to(_ typed: String, among candidates: [String], cells: inout Int) -> String? {
        let typedCount = typed.count
        var typedName: Name?
        var best: (name: String, cost: Int)?
        for candidate in candidates {
            let count = candidate.count
            let allowed = min(maximumHalfEdits, 2 * max(typedCount, count) / 3)
            // Only a strictly nearer candidate replaces the best so far.
            let limit = min(allowed, (best?.cost ?? .max) - 1)
            // Each character of difference in length is an insertion or deletion: 2 half-edits.
            guard limit >= 0, 2 * abs(typedCount - count) <= limit else { continue }
            let name = typedName ?? Name(typed)
            typedName = name
            guard let cost = halfEdits(name, Name(candidate), limit: limit, cells: &cells) else { continue }
            best = (candidate, cost)
        }
        return best?.name
    }

    /// Optimal-string-alignment distance in half-edits: 2 per insertion, deletion, substitution
    /// or swap of neighbours; 1 for two characters that differ only in case.
    package static func halfEdits(_ a: [Character], _ b: [Character]) -> Int {
        var cells = 0
        let limit = 2 * (a.count + b.count)
        return halfEdits(Name(a), Name(b), limit: limit, cells: &cells) ?? limit
    }

    /// A name's characters and their lower-case forms, each worked out once.
    struct Name {
        let characters: [Character]
        let folded: [String]

        init(_ text: String) {
            self.init(Array(text))
        }

        init(_ characters: [Character]) {
            self.characters = characters
            self.folded = characters.map { $0.lowercased() }
        }
    }

    /// The distance from `a` to `b` when it is at most `limit` half-edits, else `nil`. Only the
    /// cells within `limit / 2` insertions or deletions of the diagonal are filled (counted in
    /// `cells`), and a row whose every cell passes `limit` ends the search.
    static func halfEdits(_ a: Name, _ b: Name, limit: Int, cells: inout Int) -> Int? {
        let n = a.characters.count, m = b.characters.count
        let band = limit / 2
        guard abs(n - m) <= band else { return nil }
        let unreachable = limit + 1
        var twoRowsUp = [Int](repeating: unreachable, count: m + 2)
        var rowUp = [Int](repeating: unreachable, count: m + 2)
        var row = [Int](repeating: unreachable, count: m + 2)
        for j in 0...min(m, band) { rowUp[j] = 2 * j }
        guard n > 0 else { return rowUp[m] <= limit ? rowUp[m] : nil }
        for i in 1...n {
            let low = max(1, i - band), high = min(m, i + band)
            row[low - 1] = low == 1 && i <= band ? 2 * i : unreachable
            row[high + 1] = unreachable
            var nearest = row[low - 1]
            if low <= high {
                for j in low...high {
                    cells += 1
                    let x = a.characters[i - 1], y = b.characters[j - 1]
                    let substitution = x == y ? 0 : (a.folded[i - 1] == b.folded[j - 1] ? 1 : 2)
                    var cost = min(rowUp[j] + 2, row[j - 1] + 2, rowUp[j - 1] + substitution)
                    if i > 1, j > 1, x != y, x == b.characters[j - 2], a.characters[i - 2] == y {
                        cost = min(cost, twoRowsUp[j - 2] + 2)
                    }
                    row[j] = min(cost, unreachable)
                    nearest = min(nearest, row[j])
                }
            }
            guard nearest <= limit else { return nil }
            (twoRowsUp, rowUp, row) = (rowUp, row, twoRowsUp)
        }
        return rowUp[m] <= limit ? rowUp[m] : nil
    }
}
