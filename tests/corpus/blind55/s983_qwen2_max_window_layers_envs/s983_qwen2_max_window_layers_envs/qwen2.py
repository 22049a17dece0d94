from typing import Optional

import torch
import torch.nn.functional as F
from torch import nn

from . import envs
from .attn_debug import causal_mask, dump_attention_mask, sliding_window_mask


class Qwen2Config:
    def __init__(self, hidden_size=16, num_attention_heads=2, num_hidden_layers=4,
                 use_sliding_window=True, sliding_window=3, max_window_layers=2, rms_norm_eps=1e-6):
        self.hidden_size = hidden_size
        self.num_attention_heads = num_attention_heads
        self.num_hidden_layers = num_hidden_layers
        self.use_sliding_window = use_sliding_window
        self.sliding_window = sliding_window
        self.max_window_layers = max_window_layers
        self.rms_norm_eps = rms_norm_eps
        self.layer_types = [
            "sliding_attention" if use_sliding_window and i >= max_window_layers else "full_attention"
            for i in range(num_hidden_layers)
        ]


class Qwen2Attention(nn.Module):
    def __init__(self, config: Qwen2Config, layer_idx: int):
        super().__init__()
        self.layer_idx = layer_idx
        self.num_heads = config.num_attention_heads
        self.head_dim = config.hidden_size // self.num_heads
        self.sliding_window: Optional[int] = None
        if config.layer_types[layer_idx] == "sliding_attention" and not envs.VLLM_SLIDING_WINDOW_DISABLE:
            self.sliding_window = config.sliding_window
        self.qkv_proj = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=True)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def _build_mask(self, num_tokens: int, device) -> torch.Tensor:
        if self.sliding_window is not None:
            mask = sliding_window_mask(num_tokens, self.sliding_window, device)
        else:
            mask = causal_mask(num_tokens, device)
        if envs.VLLM_ATTN_DEBUG_DUMP_DIR:
            dump_attention_mask(self.layer_idx, mask)
        return mask

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        n = hidden_states.shape[0]
        qkv = self.qkv_proj(hidden_states).view(n, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(1, 2, 0, 3).unbind(0)
        mask = self._build_mask(n, hidden_states.device)
        out = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class Qwen2DecoderLayer(nn.Module):
    def __init__(self, config: Qwen2Config, layer_idx: int):
        super().__init__()
        self.self_attn = Qwen2Attention(config, layer_idx)
        self.input_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.post_attention_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.mlp = nn.Sequential(nn.Linear(config.hidden_size, 32), nn.SiLU(), nn.Linear(32, config.hidden_size))

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = hidden_states + self.self_attn(self.input_layernorm(hidden_states))
        return hidden_states + self.mlp(self.post_attention_layernorm(hidden_states))


class Qwen2Model(nn.Module):
    def __init__(self, config: Qwen2Config):
        super().__init__()
        self.config = config
        self.layers = nn.ModuleList([Qwen2DecoderLayer(config, i) for i in range(config.num_hidden_layers)])
        self.norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    @torch.compile(fullgraph=True)
    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return self.norm(hidden_states)
