extension Line {
    /// This line with `top` drawn over it starting at display column `column`.
    ///
    /// Whatever `top` covers is hidden. A wide character of this line that `top` covers only in
    /// part becomes spaces for the part left showing, so every other column stays where it was.
    /// When this line is shorter than `column`, spaces fill the gap.
    func overlaid(with top: Line, at column: Int) -> Line {
        guard top.width > 0 else { return self }
        let start = max(0, column)
        let end = start + top.width
        var result = Line.empty
        var consumed = 0
        var characters = text.makeIterator()

        // What lies wholly left of the overlay.
        while let character = characters.next() {
            let width = DisplayWidth.of(character)
            if consumed + width <= start {
                result.text.append(character)
                result.width += width
                consumed += width
                continue
            }
            // The first character the overlay touches; if it starts left of the overlay, the
            // part left showing becomes spaces.
            if consumed < start { result.append(.spaces(start - consumed)) }
            consumed += width
            break
        }
        if result.width < start { result.append(.spaces(start - result.width)) }
        result.append(top)

        // What the overlay hides; a wide character cut by its right edge leaves spaces.
        while consumed < end, let character = characters.next() {
            consumed += DisplayWidth.of(character)
        }
        if consumed > end { result.append(.spaces(consumed - end)) }

        // What lies right of the overlay.
        while let character = characters.next() {
            result.text.append(character)
            result.width += DisplayWidth.of(character)
        }
        return result
    }
}
