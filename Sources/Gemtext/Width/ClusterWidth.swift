/// Measures text one code point at a time the way terminals lay out
/// grapheme clusters, and says where a cluster starts (where a line may be
/// broken inside a word without splitting a character).
///
/// - A code point's own width comes from the generated tables (0, 1 or 2).
/// - Control characters take one column: the renderer shows them as symbols.
/// - After a zero width joiner that follows a wide (emoji) cluster, the next
///   code point joins that cluster and adds nothing: 👩‍👩‍👧 is 2 columns.
/// - VS16 (U+FE0F) makes a one-column cluster two columns (❤️ is 2).
/// - A skin tone modifier after a wide cluster adds nothing.
/// - Two regional indicators make one flag of two columns.
public struct ClusterWidth: Sendable {
    /// Columns of the cluster measured last.
    @usableFromInline var clusterColumns = 0
    @usableFromInline var joinsNext = false
    @usableFromInline var openRegionalIndicator = false

    /// A measure at the start of a line.
    public init() {}

    /// Whether `scalar` is shown as a symbol instead of being sent to the
    /// terminal: C0 controls, DEL and C1 controls.
    @inlinable @inline(__always)
    public static func isControl(_ scalar: UInt32) -> Bool {
        scalar < 0x20 || (scalar >= 0x7F && scalar < 0xA0)
    }

    /// The columns `scalar` adds, and whether it starts a new cluster.
    @inlinable @inline(__always)
    public mutating func advance(_ scalar: UInt32) -> (columns: Int, startsCluster: Bool) {
        if scalar < 0x7F && scalar >= 0x20 { return start(columns: 1) }
        if Self.isControl(scalar) { return start(columns: 1) }
        if scalar == 0x200D {
            joinsNext = clusterColumns == 2
            return (0, false)
        }
        if joinsNext {
            joinsNext = false
            return (0, false)
        }
        switch scalar {
        case 0xFE0F:
            guard clusterColumns == 1 else { return (0, false) }
            clusterColumns = 2
            return (1, false)
        case 0x1F3FB...0x1F3FF where clusterColumns == 2:
            return (0, false)
        case 0x1F1E6...0x1F1FF:
            if openRegionalIndicator {
                openRegionalIndicator = false
                clusterColumns = 2
                return (1, false)
            }
            let result = start(columns: 1)
            openRegionalIndicator = true
            return result
        default:
            let columns = ScalarWidth.of(scalar)
            return columns == 0 ? (0, false) : start(columns: columns)
        }
    }

    @inlinable @inline(__always)
    mutating func start(columns: Int) -> (columns: Int, startsCluster: Bool) {
        clusterColumns = columns
        openRegionalIndicator = false
        joinsNext = false
        return (columns, true)
    }
}
