from dataclasses import dataclass

from .cache import BoundedCache


@dataclass(frozen=True)
class GroupedGemmConfig:
    tile_m: int
    tile_n: int
    split_k: int


def _next_pow2(x: int) -> int:
    return 1 << (x - 1).bit_length()


class GroupedGemmHeuristics(BoundedCache[GroupedGemmConfig]):
    def _heuristic(self, m: int, n: int, k: int, num_groups: int) -> GroupedGemmConfig:
        tokens_per_group = max(1, m // num_groups)
        tile_m = min(64, max(16, _next_pow2(tokens_per_group)))
        tile_n = 128 if n >= 128 else _next_pow2(n)
        split_k = 2 if k >= 4 * n else 1
        return GroupedGemmConfig(tile_m, tile_n, split_k)

    def lookup(self, m: int, n: int, k: int, num_groups: int) -> GroupedGemmConfig:
        return self.get_or_compute((m, n, k, num_groups), lambda: self._heuristic(m, n, k, num_groups))


HEURISTICS = GroupedGemmHeuristics(capacity=1024)
