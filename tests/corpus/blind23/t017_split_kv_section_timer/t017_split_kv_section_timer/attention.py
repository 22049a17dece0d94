import torch

from .timing import StepTimers
from .workspace import SplitKVWorkspace


def _partial_attention(q, k, v, scale):
    # q: [b, h, d]; k, v: [b, t, h, d] -> out [b, h, d], lse [b, h]
    scores = torch.einsum("bhd,bthd->bht", q, k) * scale
    lse = torch.logsumexp(scores, dim=-1)
    probs = torch.exp(scores - lse.unsqueeze(-1))
    return torch.einsum("bht,bthd->bhd", probs, v), lse


def merge_splits(partial_out: torch.Tensor, partial_lse: torch.Tensor) -> torch.Tensor:
    lse_max = partial_lse.max(dim=0).values
    weights = torch.exp(partial_lse - lse_max)  # [s, b, h]
    weights = weights / weights.sum(dim=0, keepdim=True)
    return (partial_out * weights.unsqueeze(-1)).sum(dim=0)


class SplitKVDecoder:
    def __init__(self, num_heads: int = 2, head_dim: int = 4, num_splits: int = 2, max_batch: int = 4):
        self.num_heads = num_heads
        self.head_dim = head_dim
        self.scale = head_dim**-0.5
        self.num_splits = num_splits
        self.workspace = SplitKVWorkspace(max_batch, num_heads, head_dim, num_splits)
        self.timers = StepTimers()

    def _run_splits(self, q, k, v, out_ws, lse_ws):
        chunk = k.shape[1] // self.num_splits
        for s in range(self.num_splits):
            ks = k[:, s * chunk : (s + 1) * chunk]
            vs = v[:, s * chunk : (s + 1) * chunk]
            o, lse = _partial_attention(q, ks, vs, self.scale)
            out_ws[s].copy_(o)
            lse_ws[s].copy_(lse)

    @torch.compile(fullgraph=True)
    def forward_split_kv(self, q: torch.Tensor, k: torch.Tensor, v: torch.Tensor) -> torch.Tensor:
        out_ws, lse_ws = self.workspace.views(q.shape[0])
        with self.timers.section("attn.split_kv"):
            self._run_splits(q, k, v, out_ws, lse_ws)
        return merge_splits(out_ws, lse_ws)


decoder = SplitKVDecoder()
