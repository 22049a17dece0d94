import torch
import torch.nn as nn

from .layout import HeadConfig, kv_heads_per_rank, qkv_split_sizes
from .streams import comm_overlap, tp_world_size


class QKVParallelLinear(nn.Module):
    def __init__(self, hidden=16, cfg: HeadConfig = HeadConfig()):
        super().__init__()
        self.cfg = cfg
        tp = tp_world_size()
        self.weight = nn.Parameter(torch.randn(sum(qkv_split_sizes(cfg, tp)), hidden) * 0.02)

    def _split(self, qkv):
        sizes = qkv_split_sizes(self.cfg, tp_world_size())
        return torch.split(qkv, list(sizes), dim=-1)

    def forward(self, x):
        tp = tp_world_size()
        with comm_overlap(enabled=tp > 1):
            qkv = x @ self.weight.t()
        q, k, v = self._split(qkv)
        _, rep = kv_heads_per_rank(self.cfg.num_kv_heads, tp)
        b, s, _ = x.shape
        q = q.view(b, s, -1, self.cfg.head_dim)
        k = k.view(b, s, -1, self.cfg.head_dim).repeat_interleave(rep, dim=2)
        v = v.view(b, s, -1, self.cfg.head_dim).repeat_interleave(rep, dim=2)
        return q, k, v


compiled_qkv = torch.compile(QKVParallelLinear(), fullgraph=True)
