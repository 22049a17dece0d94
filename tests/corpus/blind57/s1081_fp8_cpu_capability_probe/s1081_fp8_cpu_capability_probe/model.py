import torch
from torch import nn

from .fp8 import Fp8Config


class ReplicatedLinear(nn.Module):
    def __init__(self, input_size, output_size, bias=True, quant_config=None, prefix=""):
        super().__init__()
        self.input_size = input_size
        self.output_size = output_size
        self.prefix = prefix
        self.quant_method = quant_config.get_quant_method(self, prefix=prefix)
        self.quant_method.create_weights(self, input_size, output_size, torch.get_default_dtype())
        if bias:
            self.bias = nn.Parameter(torch.zeros(output_size))
        else:
            self.register_parameter("bias", None)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


class FP8MLP(nn.Module):
    def __init__(self, hidden_size=8, intermediate_size=16, quant_config=None, prefix="mlp"):
        super().__init__()
        quant_config = quant_config or Fp8Config.from_config({"activation_scheme": "dynamic"})
        self.up_proj = ReplicatedLinear(hidden_size, intermediate_size, quant_config=quant_config, prefix=f"{prefix}.up_proj")
        self.down_proj = ReplicatedLinear(intermediate_size, hidden_size, quant_config=quant_config, prefix=f"{prefix}.down_proj")
        self.act = nn.SiLU()

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.down_proj(self.act(self.up_proj(x)))


compiled_mlp = torch.compile(FP8MLP(), fullgraph=True)
