import torch
import torch.nn.functional as F
from torch import nn

from .awq_marlin import AWQMarlinConfig


class MergedColumnParallelLinear(nn.Module):
    def __init__(self, input_size, output_sizes, quant_config, prefix=""):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_sizes, torch.float32)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class MistralMLP(nn.Module):
    def __init__(self, hidden_size, intermediate_size, quant_config, prefix=""):
        super().__init__()
        self.gate_up_proj = MergedColumnParallelLinear(hidden_size, [intermediate_size] * 2, quant_config, f"{prefix}.gate_up_proj")
        self.down_proj = MergedColumnParallelLinear(intermediate_size, [hidden_size], quant_config, f"{prefix}.down_proj")

    def forward(self, x):
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


mlp = MistralMLP(
    64, 128, AWQMarlinConfig.from_config({"bits": 4, "group_size": 32, "zero_point": True}), prefix="model.layers.0.mlp"
)
compiled_mlp = torch.compile(mlp, fullgraph=True)
