import torch
from torch import nn

from .config import ModelConfig
from .plugins import get_attention_backend


class SelfAttention(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.cfg = cfg
        self.head_dim = cfg.hidden_size // cfg.num_heads
        self.qkv = nn.Linear(cfg.hidden_size, 3 * cfg.hidden_size)
        self.out = nn.Linear(cfg.hidden_size, cfg.hidden_size)

    def _split(self, t):
        b, s, _ = t.shape
        return t.view(b, s, self.cfg.num_heads, self.head_dim).transpose(1, 2)

    def forward(self, x):
        b, s, h = x.shape
        q, k, v = self.qkv(x).chunk(3, dim=-1)
        attn = get_attention_backend(self.cfg.attn_backend, self.cfg.plugin_group)
        o = attn(self._split(q), self._split(k), self._split(v))
        return self.out(o.transpose(1, 2).reshape(b, s, h))


class DecoderBlock(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.hidden_size)
        self.attn = SelfAttention(cfg)
        self.mlp = nn.Sequential(nn.Linear(cfg.hidden_size, 16), nn.GELU(), nn.Linear(16, cfg.hidden_size))

    def forward(self, x):
        x = x + self.attn(self.norm(x))
        return x + self.mlp(x)


class TinyDecoder(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.blocks = nn.ModuleList([DecoderBlock(cfg) for _ in range(2)])

    def forward(self, x):
        for blk in self.blocks:
            x = blk(x)
        return x


compiled_model = torch.compile(TinyDecoder(ModelConfig()), fullgraph=True)
