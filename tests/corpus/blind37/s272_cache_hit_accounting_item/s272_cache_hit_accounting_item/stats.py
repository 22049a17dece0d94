from dataclasses import dataclass, field

import torch


@dataclass
class PrefixCacheStats:
    requests: int = 0
    queries: int = 0
    hits: int = 0
    per_step: list = field(default_factory=list)

    @property
    def hit_rate(self) -> float:
        return self.hits / self.queries if self.queries else 0.0

    def record(self, block_table: torch.Tensor) -> None:
        cached = block_table >= 0
        self.requests += block_table.shape[0]
        self.queries += block_table.numel()
        n_hit = int(cached.sum().item())
        self.hits += n_hit
        self.per_step.append(n_hit)
