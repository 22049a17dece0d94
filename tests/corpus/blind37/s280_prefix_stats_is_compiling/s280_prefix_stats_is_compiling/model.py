import logging
import time

import torch
from torch import nn

from . import config as cfg_mod

logger = logging.getLogger(__name__)


class HitCounter:
    def __init__(self):
        self.hits = 0
        self.last_ts = 0.0

    def update(self, block_table: torch.Tensor) -> None:
        self.hits += int((block_table >= 0).sum())
        self.last_ts = time.monotonic()
        logger.info("prefix cache hits=%d", self.hits)


class PrefixAwareDecoder(nn.Module):
    def __init__(self, config: cfg_mod.CacheConfig):
        super().__init__()
        self.config = config
        gen = torch.Generator().manual_seed(config.seed_digest)
        self.block_emb = nn.Parameter(torch.randn(config.num_blocks, 8, generator=gen))
        self.proj = nn.Linear(8, 8)
        self.counter = HitCounter()

    def _record(self, block_table: torch.Tensor) -> None:
        if not torch.compiler.is_compiling():
            self.counter.update(block_table)
        if cfg_mod.DEBUG_PREFIX_CACHE:
            print("block_table", block_table.tolist())

    def forward(self, x: torch.Tensor, block_table: torch.Tensor) -> torch.Tensor:
        self._record(block_table)
        mask = (block_table >= 0).unsqueeze(-1).to(x.dtype)
        ctx = (self.block_emb[block_table.clamp(min=0)] * mask).sum(1)
        return self.proj(x + ctx / self.config.block_size)


MODEL = PrefixAwareDecoder(cfg_mod.load_config())
decode = torch.compile(MODEL, fullgraph=True)
