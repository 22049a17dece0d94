import torch
from torch import nn


class CustomOp(nn.Module):
    """Dispatches forward to a platform specific implementation at construction."""

    def __init__(self):
        super().__init__()
        self._forward_method = self.dispatch_forward()

    def dispatch_forward(self):
        if torch.cuda.is_available():
            return self.forward_cuda
        return self.forward_cpu

    def forward(self, *args, **kwargs):
        return self._forward_method(*args, **kwargs)

    def forward_native(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cuda(self, *args, **kwargs):
        raise NotImplementedError

    def forward_cpu(self, *args, **kwargs):
        return self.forward_native(*args, **kwargs)


class RotaryEmbedding(CustomOp):
    def __init__(self, head_size: int, rotary_dim: int, max_position: int, base: float, is_neox_style: bool = True):
        self.head_size = head_size
        self.rotary_dim = rotary_dim
        self.is_neox_style = is_neox_style
        super().__init__()
        inv_freq = 1.0 / (base ** (torch.arange(0, rotary_dim, 2, dtype=torch.float) / rotary_dim))
        freqs = torch.outer(torch.arange(max_position, dtype=torch.float), inv_freq)
        self.register_buffer("cos_sin_cache", torch.cat((freqs.cos(), freqs.sin()), dim=-1), persistent=False)

    def forward_native(self, positions, query, key):
        cos, sin = self.cos_sin_cache[positions].chunk(2, dim=-1)
        cos, sin = cos.unsqueeze(-2), sin.unsqueeze(-2)

        def rot(x):
            x = x.view(x.shape[0], -1, self.head_size)
            x1, x2 = x[..., : self.rotary_dim].chunk(2, dim=-1)
            r = torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1)
            return torch.cat((r, x[..., self.rotary_dim :]), dim=-1).flatten(1)

        return rot(query), rot(key)

    def forward_cpu(self, positions, query, key):
        torch.ops.corpus_s1247.rotary_embedding(
            positions, query, key, self.head_size, self.cos_sin_cache, self.is_neox_style
        )
        return query, key

    def forward_cuda(self, positions, query, key):
        return self.forward_cpu(positions, query, key)
