from dataclasses import dataclass

import torch
from torch import nn

from .policies import EVICTION_POLICIES


@dataclass(frozen=True)
class PrefixCacheConfig:
    num_blocks: int = 8
    hidden: int = 8
    evict_per_step: int = 2
    policy: str = "lfu"


class PrefixBlockCache(nn.Module):
    def __init__(self, cfg: PrefixCacheConfig = PrefixCacheConfig()):
        super().__init__()
        self.cfg = cfg
        self.pick = EVICTION_POLICIES[cfg.policy]
        self.register_buffer("blocks", torch.zeros(cfg.num_blocks, cfg.hidden))
        self.register_buffer("hits", torch.zeros(cfg.num_blocks))
        self.register_buffer("age", torch.arange(cfg.num_blocks, dtype=torch.float32))

    def forward(self, new_kv: torch.Tensor) -> torch.Tensor:
        victims = self.pick(self.hits, self.age, self.cfg.evict_per_step)
        blocks = self.blocks.index_copy(0, victims, new_kv)
        return blocks.sum(0)


compiled_cache = torch.compile(PrefixBlockCache(), fullgraph=True)
