import torch
import torch.nn.functional as F

from .metrics import METRICS


class SnapKVCompressor:
    def __init__(self, capacity: int, pool_kernel: int = 3):
        self.capacity = capacity
        self.pool_kernel = pool_kernel

    def vote(self, obs_q, k):
        # obs_q: [b, h, w, d]; k: [b, h, s, d] -> [b, h, s]
        attn = (obs_q @ k.transpose(-1, -2)).softmax(-1).sum(-2)
        return F.avg_pool1d(attn, self.pool_kernel, stride=1, padding=self.pool_kernel // 2)

    def compress(self, obs_q, k, v):
        total = k.shape[2]
        if total <= self.capacity:
            METRICS.record(total, total)
            return k, v
        idx = self.vote(obs_q, k).topk(self.capacity, dim=-1).indices.sort(-1).values
        idx = idx.unsqueeze(-1).expand(-1, -1, -1, k.shape[-1])
        METRICS.record(self.capacity, total)
        return k.gather(2, idx), v.gather(2, idx)
