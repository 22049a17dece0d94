import torch
import torch.nn.functional as F
from torch import nn

from .fp8 import Fp8Config, get_quantization_config


class ReplicatedLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config: Fp8Config, prefix: str = ""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        self.quant_method = quant_config.get_quant_method(self, prefix)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class SiluAndMul(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        d = x.shape[-1] // 2
        return F.silu(x[..., :d]) * x[..., d:]


class DeepseekV3MLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quant_config: Fp8Config):
        super().__init__()
        self.gate_up_proj = ReplicatedLinear(hidden_size, intermediate_size * 2, quant_config, "mlp.gate_up_proj")
        self.down_proj = ReplicatedLinear(intermediate_size, hidden_size, quant_config, "mlp.down_proj")
        self.act_fn = SiluAndMul()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate_up = self.gate_up_proj(x)
        return self.down_proj(self.act_fn(gate_up))


mlp = DeepseekV3MLP(hidden_size=8, intermediate_size=16, quant_config=get_quantization_config("fp8"))
compiled_mlp = torch.compile(mlp, fullgraph=True)
