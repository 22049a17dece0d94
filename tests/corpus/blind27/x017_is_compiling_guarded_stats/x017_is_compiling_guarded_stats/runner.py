import torch
import torch.nn.functional as F

from .kv import Int8KVCache
from .stats import QuantStats


class QuantAttnRunner(torch.nn.Module):
    def __init__(self, hidden: int = 8, heads: int = 2, max_len: int = 8):
        super().__init__()
        self.heads = heads
        self.hd = hidden // heads
        self.qkv = torch.nn.Linear(hidden, 3 * hidden)
        self.o = torch.nn.Linear(hidden, hidden)
        self.cache = Int8KVCache(max_len, heads, self.hd)
        self.stats = QuantStats(every=1)

    def forward_decode(self, x: torch.Tensor, pos: torch.Tensor) -> torch.Tensor:
        t = x.shape[0]
        q, k, v = (
            y.view(t, self.heads, self.hd).transpose(0, 1) for y in self.qkv(x).chunk(3, -1)
        )
        self.stats.update("k", k)
        self.cache.write(pos, k, v)
        k_all, v_all = self.cache.read()
        o = F.scaled_dot_product_attention(q, k_all, v_all)
        return self.o(o.transpose(0, 1).reshape(t, -1))


runner = QuantAttnRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
