import torch
import torch.nn as nn
import torch.nn.functional as F

from .config import DiTBlockConfig, QuantCalibrationConfig
from .modulation import build_ada_norm


def modulate(x: torch.Tensor, shift: torch.Tensor, scale: torch.Tensor) -> torch.Tensor:
    return x * (1 + scale) + shift


class SelfAttention(nn.Module):
    def __init__(self, config: DiTBlockConfig):
        super().__init__()
        self.num_heads = config.num_attention_heads
        self.head_dim = config.head_dim
        self.to_qkv = nn.Linear(config.hidden_size, 3 * config.hidden_size, bias=config.attention_bias)
        self.to_out = nn.Linear(config.hidden_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, s, _ = x.shape
        qkv = self.to_qkv(x).view(b, s, 3, self.num_heads, self.head_dim)
        q, k, v = qkv.permute(2, 0, 3, 1, 4).unbind(0)
        out = F.scaled_dot_product_attention(q, k, v)
        return self.to_out(out.transpose(1, 2).reshape(b, s, -1))


class FeedForward(nn.Module):
    def __init__(self, config: DiTBlockConfig):
        super().__init__()
        self.fc1 = nn.Linear(config.hidden_size, config.mlp_hidden_size)
        self.fc2 = nn.Linear(config.mlp_hidden_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.fc2(F.gelu(self.fc1(x), approximate="tanh"))


class PixArtTransformerBlock(nn.Module):
    def __init__(self, config: DiTBlockConfig):
        super().__init__()
        self.norm1 = nn.LayerNorm(config.hidden_size, elementwise_affine=False, eps=config.norm_eps)
        self.norm2 = nn.LayerNorm(config.hidden_size, elementwise_affine=False, eps=config.norm_eps)
        self.attn = SelfAttention(config)
        self.ff = FeedForward(config)
        self.adaln = build_ada_norm(config)

    def forward(self, hidden_states: torch.Tensor, temb: torch.Tensor) -> torch.Tensor:
        mod = self.adaln(temb)
        norm_x = modulate(self.norm1(hidden_states), mod["shift_msa"], mod["scale_msa"])
        hidden_states = hidden_states + mod["gate_msa"] * self.attn(norm_x)
        norm_x = modulate(self.norm2(hidden_states), mod["shift_mlp"], mod["scale_mlp"])
        return hidden_states + mod["gate_mlp"] * self.ff(norm_x)


_calibration_block = PixArtTransformerBlock(
    DiTBlockConfig(calibration=QuantCalibrationConfig(enabled=True))
)
calibrate_block = torch.compile(_calibration_block, fullgraph=True)
