import torch
import torch.nn as nn

from .attention_dispatch import AttentionBackend, dispatch_attention_fn


class RMSNorm(nn.Module):
    def __init__(self, dim, eps=1e-6):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.weight


class JointAttention(nn.Module):
    """Image and text streams attend jointly (SD3 / Flux style)."""

    def __init__(self, dim: int, heads: int, backend: AttentionBackend = AttentionBackend.NATIVE):
        super().__init__()
        self.heads = heads
        self.head_dim = dim // heads
        self.backend = backend
        self.to_qkv = nn.Linear(dim, 3 * dim)
        self.add_qkv = nn.Linear(dim, 3 * dim)
        self.norm_q, self.norm_k = RMSNorm(self.head_dim), RMSNorm(self.head_dim)
        self.norm_added_q, self.norm_added_k = RMSNorm(self.head_dim), RMSNorm(self.head_dim)
        self.to_out = nn.Linear(dim, dim)
        self.to_add_out = nn.Linear(dim, dim)

    def _split(self, t):
        B, N, _ = t.shape
        return t.view(B, N, 3, self.heads, self.head_dim).permute(2, 0, 3, 1, 4)

    def forward(self, img, txt):
        q, k, v = self._split(self.to_qkv(img))
        tq, tk, tv = self._split(self.add_qkv(txt))
        q, k = self.norm_q(q), self.norm_k(k)
        tq, tk = self.norm_added_q(tq), self.norm_added_k(tk)
        q, k, v = torch.cat([tq, q], 2), torch.cat([tk, k], 2), torch.cat([tv, v], 2)
        out = dispatch_attention_fn(q, k, v, backend=self.backend)
        out = out.transpose(1, 2).flatten(2)
        n_txt = txt.shape[1]
        return self.to_out(out[:, n_txt:]), self.to_add_out(out[:, :n_txt])
