import torch
import torch.nn.functional as F
from torch import nn

from .modelopt import ModelOptFp8Config


class QKVParallelLinear(nn.Module):
    def __init__(self, hidden_size, head_dim, num_heads, num_kv_heads, quant_config, prefix=""):
        super().__init__()
        self.q_size = num_heads * head_dim
        self.kv_size = num_kv_heads * head_dim
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, hidden_size, [self.q_size, self.kv_size, self.kv_size], torch.float32)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class Qwen2Attention(nn.Module):
    def __init__(self, hidden_size=32, num_heads=4, num_kv_heads=2, quant_config=None, prefix=""):
        super().__init__()
        self.num_heads = num_heads
        self.num_kv_heads = num_kv_heads
        self.head_dim = hidden_size // num_heads
        self.qkv_proj = QKVParallelLinear(hidden_size, self.head_dim, num_heads, num_kv_heads, quant_config, f"{prefix}.qkv_proj")
        self.o_proj = nn.Linear(num_heads * self.head_dim, hidden_size, bias=False)

    def forward(self, hidden_states):
        t = hidden_states.shape[0]
        qkv = self.qkv_proj(hidden_states)
        q, k, v = qkv.split([self.qkv_proj.q_size, self.qkv_proj.kv_size, self.qkv_proj.kv_size], dim=-1)
        q = q.view(t, self.num_heads, self.head_dim).transpose(0, 1)
        k = k.view(t, self.num_kv_heads, self.head_dim).transpose(0, 1)
        v = v.view(t, self.num_kv_heads, self.head_dim).transpose(0, 1)
        out = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True)
        return self.o_proj(out.transpose(0, 1).reshape(t, -1))


class ModelRunner:
    def __init__(self, hf_quant_config):
        quant_config = ModelOptFp8Config.from_config(hf_quant_config)
        self.model = Qwen2Attention(quant_config=quant_config, prefix="model.layers.0.self_attn")

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.model(hidden_states)


runner = ModelRunner({"producer": {"name": "modelopt"}, "quantization": {"quant_algo": "FP8", "kv_cache_quant_algo": None}})
decode = torch.compile(runner.forward, fullgraph=True)
