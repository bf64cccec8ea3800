import SwiftUI

enum Plan: String, CaseIterable, Identifiable {
    case free = "Free", pro = "Pro"
    var id: Self { self }
}

struct AccountSettingsScreen: View {
    var name = "Aiko"
    var plan = Plan.pro
    var notifies = true

    var body: some View {
        NavigationStack {
            Form {
                Section("Account") {
                    TextField("Name", text: .constant(name))
                    SecureField("Password", text: .constant("secret"))
                    Picker("Plan", selection: .constant(plan)) {
                        ForEach(Plan.allCases) { Text($0.rawValue).tag($0) }
                    }
                    .pickerStyle(.segmented)
                }
                Section {
                    Toggle("Notifications", isOn: .constant(notifies))
                    Stepper("Copies: 2", value: .constant(2), in: 1...9)
                    Picker("Theme", selection: .constant("Dark")) {
                        Text("Light").tag("Light")
                        Text("Dark").tag("Dark")
                    }
                    NavigationLink("Privacy", value: 1)
                } footer: {
                    Text("Changes apply at once.")
                }
                Button("Delete account", role: .destructive) {}
            }
            .navigationTitle("Settings")
            .searchable(text: .constant(""))
            .toolbar {
                ToolbarItem(placement: .topBarLeading) { Button("Cancel") {} }
                ToolbarItem(placement: .topBarTrailing) { Button("Save") {} }
            }
        }
    }
}

#Preview {
    AccountSettingsScreen()
}
