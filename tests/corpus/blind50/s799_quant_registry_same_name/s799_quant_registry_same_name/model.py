import torch
from torch import nn

from . import envs
from .quantization import get_quantization_config


class LinearBase(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config):
        super().__init__()
        self.quant_method = quant_config.get_quant_method(self)
        self.quant_method.create_weights(self, in_features, out_features)
        self._weights_processed = False

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        if not self._weights_processed:
            self.quant_method.process_weights_after_loading(self)
            self._weights_processed = True
        return self.quant_method.apply(self, x)


class PhiMLP(nn.Module):
    def __init__(self, hidden_size: int, intermediate_size: int):
        super().__init__()
        quant_config = get_quantization_config(envs.get_quantization())
        self.fc1 = LinearBase(hidden_size, intermediate_size, quant_config)
        self.fc2 = LinearBase(intermediate_size, hidden_size, quant_config)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        return self.fc2(torch.nn.functional.gelu(self.fc1(hidden_states)))


compiled_mlp = torch.compile(PhiMLP(8, 16), fullgraph=True)
