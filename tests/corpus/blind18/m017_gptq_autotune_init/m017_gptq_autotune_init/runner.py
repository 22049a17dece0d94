import torch
from torch import nn

from .gptq import GPTQConfig, GPTQLinearMethod


class GPTQLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int, quant_config: GPTQConfig):
        super().__init__()
        self.quant_method = GPTQLinearMethod(quant_config)
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return self.quant_method.apply(self, x)


class GPTQRunner:
    def __init__(self, hidden: int = 16):
        cfg = GPTQConfig()
        self.up = GPTQLinear(hidden, 4 * hidden, cfg)
        self.down = GPTQLinear(4 * hidden, hidden, cfg)
        for layer in (self.up, self.down):
            layer.quant_method.process_weights_after_loading(layer)

    def forward_decode(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.down(torch.relu(self.up(x)))


runner = GPTQRunner()
decode = torch.compile(runner.forward_decode, fullgraph=True)
