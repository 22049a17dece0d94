import torch
from torch import nn

from .stats import PrefixCacheStats


class DecodeRunner(nn.Module):
    def __init__(self, hidden: int = 16, num_blocks: int = 8):
        super().__init__()
        self.proj = nn.Linear(hidden, hidden)
        self.block_bias = nn.Embedding(num_blocks, hidden)
        self.stats = PrefixCacheStats()

    def _block_context(self, block_table: torch.Tensor) -> torch.Tensor:
        valid = block_table.clamp(min=0)
        mask = (block_table >= 0).unsqueeze(-1).to(self.block_bias.weight.dtype)
        ctx = self.block_bias(valid) * mask
        return ctx.sum(dim=1) / mask.sum(dim=1).clamp(min=1.0)

    def forward(self, hidden: torch.Tensor, block_table: torch.Tensor) -> torch.Tensor:
        self.stats.record(block_table)
        ctx = self._block_context(block_table)
        return torch.nn.functional.silu(self.proj(hidden + ctx))


RUNNER = DecodeRunner().eval()
decode_step = torch.compile(RUNNER.forward, fullgraph=True)
