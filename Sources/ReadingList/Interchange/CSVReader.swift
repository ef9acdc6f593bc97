/// Splits CSV text (RFC 4180: commas, double-quoted fields with `""` for a
/// quote, line breaks inside quotes) into rows of fields, each row with the
/// line it starts on.
enum CSVReader {
    static func rows(_ text: String) -> [(line: Int, fields: [String])] {
        var rows: [(Int, [String])] = []
        var fields: [String] = []
        var field = ""
        var quoted = false
        var line = 1
        var rowLine = 1
        var iterator = text.unicodeScalars.makeIterator()
        var pending: Unicode.Scalar? = nil
        func endRow() {
            fields.append(field)
            field = ""
            if !(fields.count == 1 && fields[0].isEmpty) { rows.append((rowLine, fields)) }
            fields = []
        }
        while let scalar = pending ?? iterator.next() {
            pending = nil
            if quoted {
                if scalar == "\"" {
                    let next = iterator.next()
                    if next == "\"" {
                        field.unicodeScalars.append("\"")
                    } else {
                        quoted = false
                        pending = next
                    }
                } else {
                    if scalar == "\n" { line += 1 }
                    field.unicodeScalars.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"" where field.isEmpty: quoted = true
            case ",":
                fields.append(field)
                field = ""
            case "\r": break
            case "\n":
                endRow()
                line += 1
                rowLine = line
            default: field.unicodeScalars.append(scalar)
            }
        }
        if !field.isEmpty || !fields.isEmpty { endRow() }
        return rows
    }
}
