import torch
from torch import nn

from .modelopt import ModelOptFp8Config
from .quant_utils import FP8_DTYPE


class QKVParallelLinear(nn.Module):

    def __init__(self, hidden_size: int, head_dim: int, num_heads: int, num_kv_heads: int,
                 quant_config: ModelOptFp8Config, prefix: str = ""):
        super().__init__()
        self.prefix = prefix
        self.quant_config = quant_config
        self.output_sizes = [num_heads * head_dim, num_kv_heads * head_dim, num_kv_heads * head_dim]
        out = sum(self.output_sizes)
        g = torch.Generator().manual_seed(11)
        self.weight = nn.Parameter((torch.randn(out, hidden_size, generator=g) * 8).to(FP8_DTYPE),
                                   requires_grad=False)
        self.weight_scale = nn.Parameter(torch.tensor(0.01), requires_grad=False)
        self.input_scale = nn.Parameter(torch.tensor(0.02), requires_grad=False)
        self.bias = None

    @property
    def quant_method(self):
        return self.quant_config.get_quant_method(self.prefix)

    def forward(self, x: torch.Tensor):
        return self.quant_method.apply(self, x, self.bias)


_config = ModelOptFp8Config.from_config({
    "producer": {"name": "modelopt", "version": "0.19.0"},
    "quantization": {
        "quant_algo": "FP8",
        "kv_cache_quant_algo": None,
        "exclude_modules": ["lm_head", "model.layers.*.self_attn.k_proj"],
    },
})

qkv_proj = QKVParallelLinear(32, 8, 4, 2, _config, prefix="model.layers.0.self_attn.qkv_proj")


@torch.compile(fullgraph=True, dynamic=False)
def project_qkv(hidden_states: torch.Tensor):
    qkv = qkv_proj(hidden_states)
    return qkv.split(qkv_proj.output_sizes, dim=-1)
