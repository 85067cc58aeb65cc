extension CommandInterface {
    /// The width the help wraps the usage line at.
    static let lineWidth = 100
    /// The column option descriptions start at.
    static let descriptionColumn = 26

    /// `usage: layoutlab solve SPEC --size SIZE [--engine stack|constraints] …`, wrapped at
    /// ``lineWidth`` with continuation lines indented under the first argument.
    public var synopsis: String {
        var parts = arguments.isEmpty ? [] : [arguments]
        parts += options.map { option in
            let shown = option.choices.map { option.name + " " + $0.joined(separator: "|") } ?? option.spelling
            return option.isRequired ? shown : "[" + shown + "]"
        }
        let lead = "usage: " + commandPath + " "
        let indent = String(repeating: " ", count: lead.count)
        var lines: [String] = []
        var line = lead
        for part in parts {
            if line.count + part.count > Self.lineWidth, line != lead, line != indent {
                lines.append(String(line.dropLast()))
                line = indent
            }
            line += part + " "
        }
        lines.append(String(line.dropLast()))
        return lines.joined(separator: "\n")
    }

    /// The full help: the usage line, the discussion, the arguments and every option (grouped
    /// under their headings), ending with a newline.
    public var help: String {
        var text = synopsis + "\n"
        if !discussion.isEmpty { text += "\n" + discussion + "\n" }
        if !positionals.isEmpty {
            text += "\narguments:\n"
            for positional in positionals { text += Self.entry(positional.name, positional.help) }
        }
        var groups: [String?] = []
        for option in allOptions where !groups.contains(option.group) { groups.append(option.group) }
        for group in groups {
            text += "\n" + (group ?? "options") + ":\n"
            for option in allOptions where option.group == group {
                var help = option.help
                if let choices = option.choices, !help.contains(choices[0]) {
                    help += " (" + choices.joined(separator: ", ") + ")"
                }
                text += Self.entry(option.listedSpelling, help)
            }
        }
        return text
    }

    /// What a usage error prints after `Error: …`: the usage line and where the help is.
    public var usageHint: String {
        synopsis + "\n  See '\(name.isEmpty ? program + " --help" : program + " help " + name)' for more information."
    }

    /// One help entry: the term, then its description from ``descriptionColumn`` (on the next
    /// line when the term is longer), each description line indented alike.
    static func entry(_ term: String, _ description: String) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        let lines = description.split(separator: "\n", omittingEmptySubsequences: false)
        var text = "  " + term
        if text.count + 2 > descriptionColumn {
            text += "\n" + indent
        } else {
            text += String(repeating: " ", count: descriptionColumn - text.count)
        }
        text += lines.joined(separator: "\n" + indent)
        return text + "\n"
    }
}
