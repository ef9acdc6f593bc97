/// A random number generator that gives the same numbers for the same seed
/// (SplitMix64), so a generated test case can be reproduced from its seed.
public struct SeededRandom: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator starting from `seed`.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// One of `choices`, picked at random.
    public mutating func pick<T>(_ choices: [T]) -> T {
        choices[Int.random(in: 0..<choices.count, using: &self)]
    }

    /// True with probability `chance` (0...1).
    public mutating func chance(_ chance: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < chance
    }
}
