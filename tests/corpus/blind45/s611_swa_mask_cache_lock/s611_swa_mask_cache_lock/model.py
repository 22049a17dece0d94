import torch
from torch import nn

from .config import SWAModelConfig
from .mask_cache import GLOBAL_SWA_MASK_CACHE


class RMSNorm(nn.Module):
    def __init__(self, dim: int, eps: float):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x):
        var = x.pow(2).mean(-1, keepdim=True)
        return x * torch.rsqrt(var + self.eps) * self.weight


class SlidingWindowAttention(nn.Module):
    def __init__(self, config: SWAModelConfig, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.window = config.sliding_window
        self.scaling = self.head_dim ** -0.5
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.mask_cache = GLOBAL_SWA_MASK_CACHE

    def forward(self, hidden_states):
        seq_len = hidden_states.shape[0]
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.chunk(3, dim=-1)
        q = q.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        v = v.view(seq_len, self.num_heads, self.head_dim).transpose(0, 1)
        scores = torch.matmul(q, k.transpose(-1, -2)) * self.scaling
        mask = self.mask_cache.get(seq_len, seq_len, self.window, hidden_states.device)
        probs = torch.softmax(scores + mask, dim=-1)
        out = torch.matmul(probs, v).transpose(0, 1).reshape(seq_len, -1)
        return self.o_proj(out)


class SWADecoderLayer(nn.Module):
    def __init__(self, config: SWAModelConfig, layer_idx: int):
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.self_attn = SlidingWindowAttention(config, layer_idx)
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = nn.Sequential(
            nn.Linear(config.hidden_size, 2 * config.hidden_size),
            nn.SiLU(),
            nn.Linear(2 * config.hidden_size, config.hidden_size),
        )

    def forward(self, hidden_states):
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states))
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


class SWADecoder(nn.Module):
    def __init__(self, config: SWAModelConfig):
        super().__init__()
        self.layers = nn.ModuleList(
            [SWADecoderLayer(config, i) for i in range(config.num_hidden_layers)]
        )
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)

    def forward(self, hidden_states):
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)


compiled = torch.compile(SWADecoder(SWAModelConfig()), fullgraph=True)
