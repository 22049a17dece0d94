import torch
from torch import nn
import torch.nn.functional as F

from .linear import MergedColumnParallelLinear, QKVParallelLinear, RowParallelLinear
from .quant_config import W8A16Config

HF_QUANT_CONFIG = {
    "quant_method": "w8a16",
    "ignore": ["lm_head", "re:model\\.layers\\.[0-9]+\\.linear_attn\\..*", "model.layers.0.mlp.gate_proj", "model.layers.0.mlp.up_proj"],
}


class LinearAttentionMixer(nn.Module):
    def __init__(self, hidden_size: int, quant_config, prefix: str):
        super().__init__()
        self.in_proj = MergedColumnParallelLinear(hidden_size, [hidden_size, hidden_size], quant_config=quant_config, prefix=f"{prefix}.in_proj")
        self.out_proj = RowParallelLinear(hidden_size, hidden_size, quant_config=quant_config, prefix=f"{prefix}.out_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        k, v = self.in_proj(x).chunk(2, dim=-1)
        kv = torch.cumsum(F.elu(k).unsqueeze(-1) * v.unsqueeze(-2), dim=1)
        return self.out_proj(torch.einsum("btd,btde->bte", F.elu(k) + 1, kv))


class SoftmaxAttention(nn.Module):
    def __init__(self, hidden_size: int, num_heads: int, quant_config, prefix: str):
        super().__init__()
        self.num_heads = num_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = QKVParallelLinear(hidden_size, self.head_dim, num_heads, num_heads, quant_config=quant_config, prefix=f"{prefix}.qkv_proj")
        self.o_proj = RowParallelLinear(hidden_size, hidden_size, quant_config=quant_config, prefix=f"{prefix}.o_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        b, t, _ = x.shape
        q, k, v = self.qkv_proj.split_qkv(self.qkv_proj(x))
        q, k, v = (y.view(b, t, self.num_heads, self.head_dim).transpose(1, 2) for y in (q, k, v))
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(out.transpose(1, 2).reshape(b, t, -1))


class HybridDecoderLayer(nn.Module):
    def __init__(self, layer_type: str, hidden_size: int, quant_config, prefix: str):
        super().__init__()
        if layer_type == "linear_attention":
            self.linear_attn = LinearAttentionMixer(hidden_size, quant_config, prefix=f"{prefix}.linear_attn")
        else:
            self.self_attn = SoftmaxAttention(hidden_size, 2, quant_config, prefix=f"{prefix}.self_attn")
        self.layer_type = layer_type
        self.gate_up_proj = MergedColumnParallelLinear(hidden_size, [2 * hidden_size] * 2, quant_config=quant_config, prefix=f"{prefix}.mlp.gate_up_proj")
        self.down_proj = RowParallelLinear(2 * hidden_size, hidden_size, quant_config=quant_config, prefix=f"{prefix}.mlp.down_proj")

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        mixer = self.linear_attn if self.layer_type == "linear_attention" else self.self_attn
        x = x + mixer(x)
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return x + self.down_proj(F.silu(gate) * up)


class HybridForCausalLM(nn.Module):
    def __init__(self, layer_types, hidden_size: int = 8):
        super().__init__()
        quant_config = W8A16Config.from_config(HF_QUANT_CONFIG)
        self.layers = nn.ModuleList(
            HybridDecoderLayer(t, hidden_size, quant_config, prefix=f"model.layers.{i}") for i, t in enumerate(layer_types)
        )

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        for layer in self.layers:
            hidden_states = layer(hidden_states)
        return hidden_states


model = HybridForCausalLM(["linear_attention", "linear_attention", "linear_attention", "full_attention"])
compiled = torch.compile(model, fullgraph=True)
