import HTML

/// Definition lists whose terms label their definitions: a field list's
/// "Author:" over "Guido van Rossum" (docutils, the RFC Editor's
/// identifiers box), a reference's "[RFC2119]" over its entry. Each pair
/// is one line, "Author: Guido van Rossum", "[RFC2119] Bradner, S., …",
/// instead of the label alone on a line over its value. A glossary's
/// term (no colon, no brackets) stays a line over its definition.
extension BodyConverter {
    /// `<dl>`: its terms and definitions in order, a labelled pair on one line.
    mutating func definitionList(_ list: HTMLNode) {
        guard inlineOnly == 0 else { return block(list) }
        flush()
        guard linkDefinitionDepth > 0 || LinkDefinitionLists.isListOfLinks(list, deadline: deadline) else {
            definitions(in: list)
            return flush()
        }
        // Its terms are a list's items: a link line each, one under the other.
        if !isCompact { writer.separate(compact: false) }
        lists.append(ListState(numbering: nil, pendingMarker: nil))
        linkDefinitionDepth += 1
        definitions(in: list)
        flush()
        linkDefinitionDepth -= 1
        lists.removeLast()
    }

    /// The terms and definitions of `parent` (a `<dl>`, or a `<div>` that
    /// groups a pair inside one).
    private mutating func definitions(in parent: HTMLNode) {
        var joined: HTMLNodeID?
        for child in parent.children where child.id != joined {
            if child.isHTML(.div), !content.isExcluded(child.id),
                child.elementChildren.contains(where: { $0.isHTML(.dt) })
            {
                definitions(in: child)
            } else if child.isHTML(.dt), let definition = labelledDefinition(of: child) {
                flush()
                inlineOnly += 1
                visitChildren(child)
                inline.space()
                visitChildren(definition)
                inlineOnly -= 1
                flush()
                joined = definition.id
            } else {
                visit(child)
            }
        }
    }

    /// The definition right after `term` when the term is a label for it
    /// (its words end with a colon, or are a bracketed reference label)
    /// and the definition is text, not lists, tables or code; else nil.
    private func labelledDefinition(of term: HTMLNode) -> HTMLNode? {
        guard !content.isExcluded(term.id),
            let words = term.textContent(atMost: Self.longestLabel, collapsingWhitespace: true)?
                .trimmingEdges(" "),
            words.hasSuffix(":") || (words.hasPrefix("[") && words.hasSuffix("]") && words.count > 2)
        else { return nil }
        var next = term.nextSibling
        while let sibling = next, !sibling.isElement { next = sibling.nextSibling }
        guard let definition = next, definition.isHTML(.dd), !content.isExcluded(definition.id) else { return nil }
        var holdsBlocks = false
        definition.walkDescendants { node in
            guard node.isElement else { return .skipChildren }
            if node.namespace == .html, ElementRoles.layoutContent.contains(node.tag) {
                holdsBlocks = true
                return .stop
            }
            return .enterChildren
        }
        return holdsBlocks ? nil : definition
    }

    /// The most characters of a term read as a label.
    private static let longestLabel = 40
}
