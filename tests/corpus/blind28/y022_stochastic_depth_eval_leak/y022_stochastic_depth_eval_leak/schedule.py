"""Per-layer stochastic depth rates (linearly increasing with depth)."""


def linear_drop_rates(depth: int, max_rate: float) -> list[float]:
    if depth <= 1:
        return [0.0] * depth
    return [max_rate * i / (depth - 1) for i in range(depth)]


class DropPathSchedule:
    def __init__(self, depth: int, max_rate: float = 0.1):
        self.depth = depth
        self.max_rate = max_rate
        self.rates = linear_drop_rates(depth, max_rate)

    def rate(self, layer_idx: int) -> float:
        return self.rates[layer_idx]
