from __future__ import annotations

import dataclasses
from collections import OrderedDict
from typing import Iterator, List


@dataclasses.dataclass(frozen=True)
class AdapterSpec:
    name: str
    rank: int
    alpha: float
    use_rslora: bool = False

    @property
    def scaling(self) -> float:
        if self.use_rslora:
            return self.alpha / self.rank ** 0.5
        return self.alpha / self.rank


class AdapterRegistry:
    """Keeps adapters in load order; slot index == position in the stacked weights."""

    def __init__(self, max_slots: int) -> None:
        self.max_slots = max_slots
        self._specs: "OrderedDict[str, AdapterSpec]" = OrderedDict()

    def add(self, spec: AdapterSpec) -> int:
        if spec.name in self._specs:
            return list(self._specs).index(spec.name)
        if len(self._specs) >= self.max_slots:
            raise RuntimeError(f"no free LoRA slot for {spec.name!r}")
        self._specs[spec.name] = spec
        return len(self._specs) - 1

    def __iter__(self) -> Iterator[AdapterSpec]:
        return iter(self._specs.values())

    def __len__(self) -> int:
        return len(self._specs)

    def max_rank(self) -> int:
        return max((s.rank for s in self._specs.values()), default=0)

    def scalings(self) -> List[float]:
        return [s.scaling for s in self._specs.values()]
