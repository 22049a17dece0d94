import torch
import torch.nn as nn

from .config import ModelConfig
from .registry import resolve_backend


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.eps = eps
        self.weight = nn.Parameter(torch.ones(dim))

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class Attention(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        hd = config.head_dim
        self.q_proj = nn.Linear(config.hidden_size, config.num_heads * hd, bias=False)
        self.kv_proj = nn.Linear(config.hidden_size, 2 * config.num_kv_heads * hd, bias=False)
        self.o_proj = nn.Linear(config.num_heads * hd, config.hidden_size, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, t, _ = x.shape
        cfg = self.config
        q = self.q_proj(x).view(b, t, cfg.num_heads, cfg.head_dim).transpose(1, 2)
        k, v = self.kv_proj(x).view(b, t, 2, cfg.num_kv_heads, cfg.head_dim).unbind(2)
        backend = resolve_backend(cfg.attn_backend)
        out = backend.forward(q, k.transpose(1, 2), v.transpose(1, 2), causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class DecoderBlock(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.input_norm = RMSNorm(config.hidden_size, config.rms_eps)
        self.attn = Attention(config)
        self.post_norm = RMSNorm(config.hidden_size, config.rms_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 4 * config.hidden_size),
            nn.GELU(),
            nn.Linear(4 * config.hidden_size, config.hidden_size),
        )

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        x = x + self.attn(self.input_norm(x))
        return x + self.mlp(self.post_norm(x))


block = DecoderBlock(ModelConfig())
compiled_block = torch.compile(block, fullgraph=True)
