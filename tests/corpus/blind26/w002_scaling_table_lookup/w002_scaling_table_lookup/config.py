from dataclasses import dataclass, field


@dataclass
class AdapterSpec:
    name: str
    rank: int
    alpha: float

    @property
    def scaling(self) -> float:
        return self.alpha / self.rank


@dataclass
class LoRAConfig:
    max_loras: int = 4
    max_rank: int = 2
    adapters: list = field(default_factory=list)

    def scaling_table(self) -> dict:
        # slot index -> scaling; slot 0 is the "no adapter" slot
        table = {0: 0.0}
        for slot, spec in enumerate(self.adapters, start=1):
            table[slot] = spec.scaling
        return table
