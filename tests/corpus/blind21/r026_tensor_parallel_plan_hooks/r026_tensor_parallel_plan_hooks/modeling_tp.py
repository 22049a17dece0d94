from dataclasses import dataclass, field

import torch
import torch.nn as nn
import torch.nn.functional as F

from .parallel_styles import _tp_world_size, apply_tp_plan


@dataclass
class TPConfig:
    hidden_size: int = 16
    num_heads: int = 4
    intermediate_size: int = 32
    num_layers: int = 2
    base_model_tp_plan: dict = field(default_factory=lambda: {
        "layers.*.self_attn.q_proj": "colwise",
        "layers.*.self_attn.k_proj": "colwise",
        "layers.*.self_attn.v_proj": "colwise",
        "layers.*.self_attn.o_proj": "rowwise",
        "layers.*.mlp.up_proj": "colwise",
        "layers.*.mlp.down_proj": "rowwise",
    })


class Attention(nn.Module):
    def __init__(self, config: TPConfig):
        super().__init__()
        self.head_dim = config.hidden_size // config.num_heads
        self.q_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.k_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.v_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)
        self.o_proj = nn.Linear(config.hidden_size, config.hidden_size, bias=False)

    def forward(self, x):
        b, s, _ = x.shape
        # after sharding each rank only holds num_heads / world_size heads: -1 keeps this generic
        q = self.q_proj(x).view(b, s, -1, self.head_dim).transpose(1, 2)
        k = self.k_proj(x).view(b, s, -1, self.head_dim).transpose(1, 2)
        v = self.v_proj(x).view(b, s, -1, self.head_dim).transpose(1, 2)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(b, s, -1))


class MLP(nn.Module):
    def __init__(self, config: TPConfig):
        super().__init__()
        self.up_proj = nn.Linear(config.hidden_size, config.intermediate_size, bias=False)
        self.down_proj = nn.Linear(config.intermediate_size, config.hidden_size, bias=False)

    def forward(self, x):
        return self.down_proj(F.silu(self.up_proj(x)))


class Layer(nn.Module):
    def __init__(self, config):
        super().__init__()
        self.self_attn = Attention(config)
        self.mlp = MLP(config)
        self.norm1 = nn.RMSNorm(config.hidden_size)
        self.norm2 = nn.RMSNorm(config.hidden_size)

    def forward(self, x):
        x = x + self.self_attn(self.norm1(x))
        return x + self.mlp(self.norm2(x))


class TPDecoder(nn.Module):
    def __init__(self, config: TPConfig):
        super().__init__()
        self.layers = nn.ModuleList(Layer(config) for _ in range(config.num_layers))
        self.norm = nn.RMSNorm(config.hidden_size)
        apply_tp_plan(self, config.base_model_tp_plan)

    def forward(self, hidden_states):
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        if _tp_world_size() > 1:
            hidden_states = hidden_states.contiguous()
        return self.norm(hidden_states)


compiled_model = torch.compile(TPDecoder(TPConfig()), fullgraph=True)
