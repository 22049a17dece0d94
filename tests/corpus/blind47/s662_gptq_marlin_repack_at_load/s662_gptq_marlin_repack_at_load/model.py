import torch
import torch.nn.functional as F
from torch import nn

from .gptq_marlin import GPTQMarlinConfig, GPTQMarlinLinearMethod


class MarlinLinear(nn.Module):
    def __init__(self, input_size: int, output_size: int, quant_config: GPTQMarlinConfig):
        super().__init__()
        self.quant_method = GPTQMarlinLinearMethod(quant_config)
        self.quant_method.create_weights(self, input_size, output_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class LlamaMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int, quant_config: GPTQMarlinConfig):
        super().__init__()
        self.gate_up_proj = MarlinLinear(hidden_size, 2 * intermediate_size, quant_config)
        self.down_proj = MarlinLinear(intermediate_size, hidden_size, quant_config)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        gate, up = self.gate_up_proj(x).chunk(2, dim=-1)
        return self.down_proj(F.silu(gate) * up)


def load_model() -> LlamaMLP:
    model = LlamaMLP(hidden_size=16, intermediate_size=16, quant_config=GPTQMarlinConfig())
    for module in model.modules():
        quant_method = getattr(module, "quant_method", None)
        if quant_method is not None:
            quant_method.process_weights_after_loading(module)
    return model.eval()


model = load_model()


def decode_step(hidden_states: torch.Tensor) -> torch.Tensor:
    return model(hidden_states)


step = torch.compile(decode_step, fullgraph=True)
