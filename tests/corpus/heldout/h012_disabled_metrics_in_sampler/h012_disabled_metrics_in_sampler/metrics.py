from dataclasses import dataclass, field
from typing import List

import torch


@dataclass
class SamplerStats:
    batch_sizes: List[int] = field(default_factory=list)
    greedy_batches: int = 0


@torch.compiler.disable
def record_batch(stats: SamplerStats, batch_size: int, greedy: bool) -> None:
    stats.batch_sizes.append(batch_size)
    if greedy:
        stats.greedy_batches += 1
