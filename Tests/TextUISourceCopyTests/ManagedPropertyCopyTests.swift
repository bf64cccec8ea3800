import Testing
import TextUISourceCopy

/// Xcode's Core Data template declares its entity's attributes `@NSManaged`, whose storage Core
/// Data gives through the Objective-C runtime; on Linux the attribute compiles but its getter and
/// setter are never made, so the file fails to link. The copy writes TextUI's stored wrapper in
/// its place; a string or comment that names it is left alone.
@Suite struct ManagedPropertyCopyTests {
    @Test func anNSManagedAttributeBecomesTheStoredWrapper() {
        let source = """
        import CoreData

        @objc(Item)
        public class Item: NSManagedObject {
            @NSManaged public var timestamp: Date?
            @NSManaged var done: Bool // @NSManaged
            let note = "@NSManaged"
        }

        """
        let text = TextCopy(source: source, path: "/app/Item.swift").text
        #expect(text.contains("    @ManagedProperty public var timestamp: Date?\n"))
        #expect(text.contains("    @ManagedProperty var done: Bool // @NSManaged\n"))
        #expect(text.contains("    let note = \"@NSManaged\"\n"))
        #expect(!text.contains("@objc(Item)"))
    }

    @Test func aLongerNameThatStartsWithNSManagedIsLeftAlone() {
        let text = TextCopy(source: "@NSManagedish var x = 1\n", path: "/app/A.swift").text
        #expect(text.contains("@NSManagedish var x = 1\n"))
    }
}
