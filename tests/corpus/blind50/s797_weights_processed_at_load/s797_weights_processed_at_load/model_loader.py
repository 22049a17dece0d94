from dataclasses import dataclass

import torch
from torch import nn

from .quant_method import W8A16LinearMethod


@dataclass
class ModelConfig:
    hidden_size: int = 8
    intermediate_size: int = 16
    num_layers: int = 2


class QuantLinear(nn.Module):
    def __init__(self, in_features: int, out_features: int):
        super().__init__()
        self.quant_method = W8A16LinearMethod()
        self.quant_method.create_weights(self, in_features, out_features)

    def forward(self, x):
        return self.quant_method.apply(self, x)


class Block(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.norm = nn.LayerNorm(cfg.hidden_size)
        self.up = QuantLinear(cfg.hidden_size, cfg.intermediate_size)
        self.down = QuantLinear(cfg.intermediate_size, cfg.hidden_size)

    def forward(self, x):
        return x + self.down(torch.relu(self.up(self.norm(x))))


class TinyModel(nn.Module):
    def __init__(self, cfg: ModelConfig):
        super().__init__()
        self.layers = nn.ModuleList([Block(cfg) for _ in range(cfg.num_layers)])

    def forward(self, x):
        for layer in self.layers:
            x = layer(x)
        return x


class DefaultModelLoader:
    def __init__(self, load_format: str = "dummy"):
        self.load_format = load_format

    def load_model(self, cfg: ModelConfig) -> nn.Module:
        with torch.device("cpu"):
            model = TinyModel(cfg)
        for _, module in model.named_modules():
            quant_method = getattr(module, "quant_method", None)
            if quant_method is not None:
                quant_method.process_weights_after_loading(module)
        return model.eval()


def get_model(cfg: ModelConfig) -> nn.Module:
    return DefaultModelLoader().load_model(cfg)
