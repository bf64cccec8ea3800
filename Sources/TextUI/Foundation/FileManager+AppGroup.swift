#if !canImport(Darwin)
import Foundation

extension FileManager {
    /// The folder an app shares with its widgets and extensions; a preview belongs to no app
    /// group, so there is none (`nil`, as on a device whose app lacks the entitlement), and a
    /// widget's provider falls back to its sample data.
    ///
    /// TextUI only: Apple's Foundation has `containerURL(forSecurityApplicationGroupIdentifier:)`;
    /// Linux's lacks it, so without this a widget's provider that compiles for iOS would not
    /// compile here.
    public func containerURL(forSecurityApplicationGroupIdentifier groupIdentifier: String) -> URL? {
        nil
    }
}
#endif
