/// A node that draws something over the screen beneath it (an alert, a sheet): it takes the
/// whole width, draws the base screen, then lays its own box over those rows.
///
/// Conformers supply `base` and `present(over:width:)`; sizing and both `draw` calls follow.
protocol PresentationNode: LayoutNode {
    /// The screen the presentation covers; a screen sets it once, to its content placed as a
    /// phone places it (see `ScreenNode`), before anything is drawn.
    var base: any LayoutNode { get set }

    /// `screen` with the presentation drawn over it, `width` columns wide. May add rows when the
    /// screen is shorter than what it presents.
    func present(over screen: [Line], width: Int) -> [Line]
}

extension PresentationNode {
    var fillsWidth: Bool { true }
    var fillsHeight: Bool { base.fillsHeight }

    func measure(proposedWidth: Int) -> Int { max(0, proposedWidth) }

    func draw(width: Int) -> [Line] {
        present(over: base.draw(width: width), width: width)
    }

    func draw(width: Int, height: Int) -> [Line] {
        present(over: base.draw(width: width, height: height), width: width).fitted(toHeight: height)
    }
}
