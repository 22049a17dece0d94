import torch
from torch import nn

from .attention import ForwardMetadata, TorchNativeAttnBackend
from .config import Llama4TextConfig


def apply_rope(x: torch.Tensor, positions: torch.Tensor, theta: float) -> torch.Tensor:
    half = x.shape[-1] // 2
    inv_freq = 1.0 / (theta ** (torch.arange(half, dtype=torch.float32) / half))
    freqs = positions[:, None].float() * inv_freq[None, :]
    cos, sin = freqs.cos(), freqs.sin()
    x1, x2 = x[..., :half], x[..., half:]
    return torch.cat([x1 * cos - x2 * sin, x2 * cos + x1 * sin], dim=-1)


class Llama4Attention(nn.Module):
    def __init__(self, config: Llama4TextConfig, layer_id: int, backend: TorchNativeAttnBackend):
        super().__init__()
        self.use_rope = bool(config.no_rope_layers[layer_id])
        self.attention_chunk_size = (
            config.attention_chunk_size if config.layer_types[layer_id] == "chunked_attention" else None
        )
        self.rope_theta = config.rope_theta
        self.num_heads = config.num_attention_heads
        self.num_kv_heads = config.num_key_value_heads
        self.head_dim = config.head_dim
        q_size = self.num_heads * self.head_dim
        kv_size = self.num_kv_heads * self.head_dim
        self.qkv_proj = nn.Linear(config.hidden_size, q_size + 2 * kv_size, bias=False)
        self.o_proj = nn.Linear(q_size, config.hidden_size, bias=False)
        self.split_sizes = [q_size, kv_size, kv_size]
        self.attn = backend

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor, metadata: ForwardMetadata):
        q, k, v = self.qkv_proj(hidden_states).split(self.split_sizes, dim=-1)
        n = hidden_states.shape[0]
        q = q.view(n, self.num_heads, self.head_dim)
        k = k.view(n, self.num_kv_heads, self.head_dim)
        v = v.view(n, self.num_kv_heads, self.head_dim)
        if self.use_rope:
            q = apply_rope(q.transpose(0, 1), positions, self.rope_theta).transpose(0, 1)
            k = apply_rope(k.transpose(0, 1), positions, self.rope_theta).transpose(0, 1)
        out = self.attn.forward(q.transpose(0, 1), k.transpose(0, 1), v.transpose(0, 1), metadata, self.attention_chunk_size)
        return self.o_proj(out.transpose(0, 1).reshape(n, -1))


class Llama4DecoderLayer(nn.Module):
    def __init__(self, config: Llama4TextConfig, layer_id: int, backend: TorchNativeAttnBackend):
        super().__init__()
        self.self_attn = Llama4Attention(config, layer_id, backend)
        self.input_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.post_attention_layernorm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)
        self.feed_forward = nn.Sequential(
            nn.Linear(config.hidden_size, 4 * config.hidden_size, bias=False),
            nn.SiLU(),
            nn.Linear(4 * config.hidden_size, config.hidden_size, bias=False),
        )

    def forward(self, positions, hidden_states, metadata):
        hidden_states = hidden_states + self.self_attn(positions, self.input_layernorm(hidden_states), metadata)
        return hidden_states + self.feed_forward(self.post_attention_layernorm(hidden_states))


class Llama4Model(nn.Module):
    def __init__(self, config: Llama4TextConfig):
        super().__init__()
        backend = TorchNativeAttnBackend(config.num_attention_heads, config.num_key_value_heads, config.head_dim)
        self.layers = nn.ModuleList(
            [Llama4DecoderLayer(config, i, backend) for i in range(config.num_hidden_layers)]
        )
        self.norm = nn.RMSNorm(config.hidden_size, eps=config.rms_norm_eps)

    def forward(self, positions: torch.Tensor, hidden_states: torch.Tensor, metadata: ForwardMetadata):
        for layer in self.layers:
            hidden_states = layer(positions, hidden_states, metadata)
        return self.norm(hidden_states)
