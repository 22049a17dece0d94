import torch
import torch.nn as nn

from .kernels import SparseDispatcher
from .layout import BlockLayoutConfig, make_block_layout


class BlockSparseAttention(nn.Module):
    def __init__(self, cfg: BlockLayoutConfig | None = None):
        super().__init__()
        self.cfg = cfg or BlockLayoutConfig()
        self.dispatch = SparseDispatcher(self.cfg.dense_fallback_density)

    @torch.compile(fullgraph=True)
    def forward(self, q, k, v):
        n_blocks = q.shape[2] // self.cfg.block_size
        layout = make_block_layout(n_blocks, self.cfg, q.device)
        return self.dispatch(q, k, v, layout, self.cfg.block_size)
