/// The words a screen reader says for the symbols of ``SymbolTable``, as VoiceOver reads
/// SF Symbols: a chevron is a direction, a tray an inbox, a bell notifications.
///
/// | name | words |
/// | --- | --- |
/// | `chevron.right` / `chevron.left` | Forward / Back |
/// | `list.bullet` | List |
/// | `cart` | Cart |
/// | `magnifyingglass` | Search |
/// | `exclamationmark.triangle` | Warning |
///
/// A name with no entry (after trying it without `.fill`) has no words: the image needs an
/// `accessibilityLabel` or `accessibilityHidden(true)`.
enum SymbolWords {
    static let words: [String: String] = [
        "house": "Home",
        "magnifyingglass": "Search",
        "gearshape": "Settings",
        "gear": "Settings",
        "person": "Person",
        "envelope": "Mail",
        "bell": "Notifications",
        "cart": "Cart",
        "tray": "Inbox",
        "list.bullet": "List",
        "exclamationmark.triangle": "Warning",
        "info.circle": "Info",
        "checkmark": "Checkmark",
        "xmark": "Close",
        "plus": "Add",
        "minus": "Remove",
        "star": "Favorite",
        "heart": "Love",
        "chevron.left": "Back",
        "chevron.right": "Forward",
        "arrow.clockwise": "Refresh",
        "pencil": "Edit",
        "paperplane": "Send",
        "flag": "Flag",
        "ellipsis": "More",
        "square.and.pencil": "Compose",
        "square.and.arrow.up": "Share",
        "archivebox": "Archive",
        "trash": "Delete",
        "envelope.open": "Read mail",
        "envelope.badge": "Unread mail",
        "arrowshape.turn.up.left": "Reply",
        "clock.arrow.circlepath": "History",
        "circle": "Circle",
        "checkmark.circle": "Done",
        "plus.circle": "Add",
        "exclamationmark": "Important",
        "leaf": "Leaf",
        "ellipsis.circle": "More",
        "book": "Book",
        "books.vertical": "Library",
        "bag": "Bag",
        "folder": "Folder",
        "arrow.up.arrow.down": "Sort",
        "e.square": "Explicit",
        "shuffle": "Shuffle",
        "play": "Play",
        "note.text": "Note",
        "tag": "Tag",
        "arrow.up": "Up Arrow",
        "arrow.down": "Down Arrow",
        "arrow.left": "Back",
        "arrow.right": "Forward",
        "calendar": "Calendar",
        "clock": "Clock",
        "sun.max": "Sun",
        "moon": "Moon",
        "cloud": "Cloud",
        "snowflake": "Snowflake",
        "bolt": "Bolt",
        "phone": "Phone",
        "mappin": "Pin",
        "person.2": "People",
        "person.crop": "Person",
        "timer": "Timer",
        "storefront": "Store",
        "line.3.horizontal": "Menu",
        "line.3.horizontal.decrease": "Filter",
        "line.3.horizontal.decrease.circle": "Filter",
        "checkmark.seal": "Verified",
        "sparkles": "Sparkles",
        "chart.bar": "Chart",
        "mappin.and.ellipse": "Location",
        "location": "Location",
        "photo": "Photo",
        "camera": "Camera",
        "lock": "Locked",
        "doc": "Document",
        "doc.on.doc": "Copy",
        "link": "Link",
        "globe": "Globe",
        "eye": "Show",
        "eye.slash": "Hide",
        "questionmark": "Help",
        "creditcard": "Credit card",
        "bookmark": "Bookmark",
        "square.and.arrow.down": "Download",
        "slider.horizontal.3": "Adjust",
        "flag.checkered": "Finish",
        "textformat.size.smaller": "Smaller text",
        "textformat.size.larger": "Larger text",
        "bell.badge": "Notifications",
    ]

    /// The words for `name`, or `nil` when it has none.
    static func words(for name: String) -> String? {
        words[name] ?? (name.hasSuffix(".fill") ? words[String(name.dropLast(5))] : nil)
    }
}
