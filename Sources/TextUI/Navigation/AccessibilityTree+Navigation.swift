extension AccessibilityTree {
    /// A screen read as VoiceOver reads one: the back button, the leading items, the title as a
    /// heading (or the principal items), the trailing items, the search field, the content,
    /// then the bottom bar.
    static func screenElements(of node: ScreenNode) -> [AccessibilityElement] {
        let bar = node.bar
        var found: [AccessibilityElement] = []
        if bar.hasTopBar {
            if bar.showsBackButton {
                found.append(AccessibilityElement(label: bar.backTitle.map { "\($0), \(bar.backWord)" } ?? bar.backWord, traits: .isButton))
            }
            found += bar.leading.flatMap(elements)
            if bar.principal.isEmpty || bar.titleDisplayMode == .large {
                if let title = bar.title { found.append(AccessibilityElement(label: title, traits: .isHeader)) }
            }
            found += bar.principal.flatMap(elements)
            found += bar.trailing.flatMap(elements)
            if let search = bar.search {
                found.append(AccessibilityElement(label: search.prompt, value: search.spokenValue, traits: .isSearchField))
                if search.isActive {
                    found += [bar.searchScopes, bar.searchSuggestions].compactMap { $0 }.flatMap(elements)
                }
            }
        }
        found += elements(of: node.content)
        if bar.hasBottomBar {
            found += bar.bottom.flatMap(elements) + bar.status.flatMap(elements)
        }
        return found
    }

    /// Several elements read as one heading (a section header).
    static func heading(_ parts: [AccessibilityElement]) -> AccessibilityElement {
        var element = combined(parts, traits: .isHeader)
        element.traits.remove(.isStaticText)
        return element
    }

    /// A navigation link: a button named by its label, its badge as the value.
    static func linkElement(of node: NavigationLinkNode) -> AccessibilityElement {
        var element = combined(elements(of: node.label), traits: .isButton)
        element.value = node.badgeText
        return element
    }

    /// A confirmation dialog, modal as an alert: its title and message, then its buttons.
    static func dialogElements(of node: ConfirmationDialogNode) -> [AccessibilityElement] {
        var found = node.header.flatMap(elements)
        if !found.isEmpty { found[0].traits.insert(.isModal) }
        return found + node.buttons.map { combined(elements(of: $0), traits: .isButton) }
    }
}
