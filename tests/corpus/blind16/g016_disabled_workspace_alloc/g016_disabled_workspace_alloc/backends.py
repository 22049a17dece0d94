import math

import torch

from .workspace import DEFAULT_WORKSPACE_BYTES, get_workspace_buffer


class AttentionBackendBase:
    workspace_name = "generic"

    def __init__(self, num_heads: int, head_dim: int):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.sm_scale = 1.0 / math.sqrt(head_dim)

    def workspace_bytes(self, q: torch.Tensor) -> int:
        return max(DEFAULT_WORKSPACE_BYTES, q.shape[0] * self.num_heads * 4 * 64)

    def _workspace(self, q: torch.Tensor) -> torch.Tensor:
        return get_workspace_buffer(q.device, self.workspace_bytes(q), self.workspace_name)

    def forward(self, q, k_cache, v_cache):
        ws = self._workspace(q)
        return self.run(q, k_cache, v_cache, ws)


class SplitKVDecodeBackend(AttentionBackendBase):
    workspace_name = "split_kv_decode"

    def __init__(self, num_heads, head_dim, num_splits: int = 2):
        super().__init__(num_heads, head_dim)
        self.num_splits = num_splits

    def run(self, q, k_cache, v_cache, workspace):
        # q: [B, H, D]; caches: [B, T, H, D]. Partial softmax per split, merged with LSE.
        outs, lses = [], []
        for k, v in zip(k_cache.chunk(self.num_splits, 1), v_cache.chunk(self.num_splits, 1)):
            s = torch.einsum("bhd,bthd->bht", q, k) * self.sm_scale
            lse = torch.logsumexp(s, dim=-1, keepdim=True)
            outs.append(torch.einsum("bht,bthd->bhd", torch.exp(s - lse), v))
            lses.append(lse)
        lse_all = torch.stack(lses)
        w = torch.softmax(lse_all, dim=0)
        return (torch.stack(outs) * w).sum(0)
