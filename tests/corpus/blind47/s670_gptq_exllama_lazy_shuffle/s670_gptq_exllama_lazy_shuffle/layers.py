import torch
from torch import nn

from .gptq import GPTQConfig, GPTQLinearMethod


class ColumnParallelLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config: GPTQConfig, bias: bool = False):
        super().__init__()
        self.quant_method = GPTQLinearMethod(quant_config)
        self.quant_method.create_weights(self, input_size, output_size)
        self.bias = nn.Parameter(torch.zeros(output_size), requires_grad=False) if bias else None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x, self.bias)


QUANT_CONFIG = GPTQConfig(weight_bits=4, group_size=4, desc_act=True)
lm_head_proj = ColumnParallelLinear(8, 16, QUANT_CONFIG, bias=True)


@torch.compile(fullgraph=True, dynamic=False)
def project_hidden_states(hidden_states: torch.Tensor) -> torch.Tensor:
    logits = lm_head_proj(hidden_states)
    return logits.float()
