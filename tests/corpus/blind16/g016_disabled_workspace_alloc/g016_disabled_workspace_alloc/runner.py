import torch

from .backends import SplitKVDecodeBackend


class DecodeRunner:
    def __init__(self, num_heads=2, head_dim=4, max_len=6):
        self.attn = SplitKVDecodeBackend(num_heads, head_dim)
        self.k_cache = torch.randn(1, max_len, num_heads, head_dim)
        self.v_cache = torch.randn(1, max_len, num_heads, head_dim)
        self.num_heads, self.head_dim = num_heads, head_dim

    def forward_decode(self, hidden: torch.Tensor) -> torch.Tensor:
        q = hidden.view(-1, self.num_heads, self.head_dim)
        out = self.attn.forward(q, self.k_cache.expand(q.shape[0], -1, -1, -1), self.v_cache.expand(q.shape[0], -1, -1, -1))
        return out.reshape(hidden.shape)


runner = DecodeRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
