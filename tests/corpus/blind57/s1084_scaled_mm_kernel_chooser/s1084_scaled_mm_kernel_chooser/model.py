import torch
import torch.nn.functional as F
from torch import nn

from .schemes import CompressedTensorsConfig


class MergedColumnParallelLinear(nn.Module):
    def __init__(self, input_size, output_sizes, bias=False, quant_config=None, prefix=""):
        super().__init__()
        self.output_sizes = output_sizes
        self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, input_size, output_sizes, torch.get_default_dtype())
        self.bias = None

    def forward(self, x):
        return self.quant_method.apply(self, x, self.bias)


class RowParallelLinear(MergedColumnParallelLinear):
    def __init__(self, input_size, output_size, bias=False, quant_config=None, prefix=""):
        super().__init__(input_size, [output_size], bias=bias, quant_config=quant_config, prefix=prefix)


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size, intermediate_size, quant_config=None, prefix=""):
        super().__init__()
        self.gate_up_proj = MergedColumnParallelLinear(
            hidden_size, [intermediate_size] * 2, quant_config=quant_config, prefix=f"{prefix}.gate_up_proj"
        )
        self.down_proj = RowParallelLinear(intermediate_size, hidden_size, quant_config=quant_config, prefix=f"{prefix}.down_proj")

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


HF_QUANT_CONFIG = {
    "quant_method": "compressed-tensors",
    "config_groups": {
        "group_0": {
            "targets": ["Linear"],
            "weights": {"num_bits": 8, "strategy": "channel", "symmetric": True},
            "input_activations": {"num_bits": 8, "strategy": "token", "dynamic": True, "symmetric": True},
        }
    },
    "ignore": ["lm_head"],
}

mlp = LlamaMLP(16, 32, quant_config=CompressedTensorsConfig.from_config(HF_QUANT_CONFIG), prefix="model.layers.0.mlp")


@torch.compile(fullgraph=True)
def mlp_forward(hidden_states: torch.Tensor) -> torch.Tensor:
    return mlp(hidden_states)
