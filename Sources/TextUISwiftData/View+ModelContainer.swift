import Foundation
import TextUI

extension View {
    /// Hands `container`'s main context to this view and every view inside: their `@Query`
    /// properties list its models, and `@Environment(\.modelContext)` inserts into it.
    ///
    /// SwiftData: @MainActor @preconcurrency func modelContainer(_ container: ModelContainer) -> some View
    @MainActor @preconcurrency public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Hands a new, empty container of `modelType` to this view and every view inside (in
    /// memory, whatever `inMemory` says); `onSetup` is told it was made.
    ///
    /// SwiftData: @MainActor @preconcurrency func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View
    @MainActor @preconcurrency public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modelContainer(for: [modelType], inMemory: inMemory, isAutosaveEnabled: isAutosaveEnabled, isUndoEnabled: isUndoEnabled, onSetup: onSetup)
    }

    /// Hands a new, empty container of `modelTypes` to this view and every view inside (in
    /// memory, whatever `inMemory` says); `onSetup` is told it was made.
    ///
    /// SwiftData: @MainActor @preconcurrency func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some View
    @MainActor @preconcurrency public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        let container = ModelContainer(schema: Schema(typeNames: modelTypes.map { String(describing: $0) }), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
        onSetup(.success(container))
        return modelContainer(container)
    }

    /// Hands `modelContext` to this view and every view inside.
    ///
    /// SwiftData: @MainActor @preconcurrency func modelContext(_ modelContext: ModelContext) -> some View
    @MainActor @preconcurrency public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// Hands `container` to the scene's views: nothing here, as a scene draws through its
    /// views' own previews.
    ///
    /// SwiftData: @MainActor @preconcurrency func modelContainer(_ container: ModelContainer) -> some Scene
    @MainActor @preconcurrency public func modelContainer(_ container: ModelContainer) -> some Scene { self }

    /// Hands a container of `modelType` to the scene's views: nothing here (see above).
    ///
    /// SwiftData: @MainActor @preconcurrency func modelContainer(for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene
    @MainActor @preconcurrency public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }

    /// Hands a container of `modelTypes` to the scene's views: nothing here (see above).
    ///
    /// SwiftData: @MainActor @preconcurrency func modelContainer(for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true, isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }) -> some Scene
    @MainActor @preconcurrency public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene { self }
}
