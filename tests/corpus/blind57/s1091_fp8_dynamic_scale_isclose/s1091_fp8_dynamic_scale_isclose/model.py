import torch
import torch.nn as nn
import torch.nn.functional as F

from .quantization import UnquantizedLinearMethod, get_quant_config


class ReplicatedLinear(nn.Module):
    def __init__(self, in_features, out_features, quant_config=None, prefix=""):
        super().__init__()
        self.in_features = in_features
        self.out_features = out_features
        if quant_config is None:
            self.quant_method = UnquantizedLinearMethod()
        else:
            self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size, intermediate_size, quant_config=None, prefix="mlp"):
        super().__init__()
        self.gate_up_proj = ReplicatedLinear(
            hidden_size, 2 * intermediate_size, quant_config, prefix=f"{prefix}.gate_up_proj"
        )
        self.down_proj = ReplicatedLinear(
            intermediate_size, hidden_size, quant_config, prefix=f"{prefix}.down_proj"
        )

    def forward(self, x):
        gate_up = self.gate_up_proj(x)
        gate, up = gate_up.chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


def build_mlp(hidden_size=8, intermediate_size=16, quantization="fp8"):
    torch.manual_seed(0)
    quant_config = get_quant_config(quantization)
    return LlamaMLP(hidden_size, intermediate_size, quant_config)


mlp = torch.compile(build_mlp(), fullgraph=True)
