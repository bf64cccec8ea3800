import PreviewCatalog
import TextUI

/// Names and text a hostile catalog is built from; each test sets its own with
/// `Hostile.$setup.withValue(…)`, so tests running side by side never share one.
struct HostileSetup: Sendable {
    var screen: String
    var states: [String]
    /// Drawn in every state, beside the state's own name.
    var text: String
    var variants: [PreviewVariant] = [.standard, .a11y]
    /// A case mark that cannot stand (the state is no enum), with a hostile name and reason.
    var mark: NotPreviewed?
}

enum Hostile {
    @TaskLocal static var setup = HostileSetup(screen: "Hostile", states: ["idle"], text: "text")
    /// The setup of ``SecondHostilePreviews``, for a catalog of two hostile screens.
    @TaskLocal static var second = HostileSetup(screen: "Second", states: ["idle"], text: "text")

    /// Every scalar the one output rule rewrites: C0, DEL, C1, bidi embeddings, overrides,
    /// pops and isolates.
    static let rewritten: [Unicode.Scalar] = (Array(0x00...0x1F) + Array(0x7F...0x9F) + Array(0x202A...0x202E) + Array(0x2066...0x2069))
        .map { Unicode.Scalar(UInt32($0))! }

    /// Every rewritten scalar, in one string.
    static let everyRewritten = String(String.UnicodeScalarView(rewritten))

    /// The rewritten scalars in `text`, once each: what no output may hold raw. A line feed
    /// counts only where `lines` is false; ANSI color codes are taken out first when `paint`.
    static func rawScalars(in text: String, lines: Bool = true, paint: Bool = false) -> [Unicode.Scalar] {
        var text = text
        if paint {
            for code in ["1", "31", "32", "33", "36", "0"] { text = text.replacingOccurrences(of: "\u{1B}[\(code)m", with: "") }
        }
        var seen: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars where rewritten.contains(scalar) && !(lines && scalar == "\n") && !seen.contains(scalar) {
            seen.append(scalar)
        }
        return seen
    }
}

/// A screen whose name, state names and text are whatever ``Hostile/setup`` holds.
enum HostilePreviews: ScreenPreviews, DeclaresVariants {
    static var screenName: String { Hostile.setup.screen }
    static var states: [PreviewState<String>] {
        for name in Hostile.setup.states { PreviewState(name, name) }
    }
    static var variants: [PreviewVariant] { Hostile.setup.variants }
    static var notPreviewed: [NotPreviewed] {
        if let mark = Hostile.setup.mark { mark }
    }
    static func view(for state: String) -> some View {
        HostileView(state: state, text: Hostile.setup.text)
    }
}

/// ``HostilePreviews`` with ``Hostile/second``'s setup: a catalog's second hostile screen.
enum SecondHostilePreviews: ScreenPreviews, DeclaresVariants {
    static var screenName: String { Hostile.second.screen }
    static var states: [PreviewState<String>] {
        for name in Hostile.second.states { PreviewState(name, name) }
    }
    static var variants: [PreviewVariant] { Hostile.second.variants }
    static var notPreviewed: [NotPreviewed] {
        if let mark = Hostile.second.mark { mark }
    }
    static func view(for state: String) -> some View {
        HostileView(state: state, text: Hostile.second.text)
    }
}

/// The state's name as title and text, a button and an image named by the setup's text.
struct HostileView: View {
    let state: String
    let text: String

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                Text(state)
                Button(text) {}
                Image(systemName: text)
            }
            .navigationTitle(state)
        }
    }
}
