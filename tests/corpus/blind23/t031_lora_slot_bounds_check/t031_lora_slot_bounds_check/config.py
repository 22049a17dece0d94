from __future__ import annotations

import dataclasses


@dataclasses.dataclass(frozen=True)
class LoRAConfig:
    max_loras: int = 4
    max_rank: int = 8
    alpha: float = 16.0
    # tokens with adapter id -1 use the base model only
    no_lora_id: int = -1

    @property
    def scaling(self) -> float:
        return self.alpha / self.max_rank
