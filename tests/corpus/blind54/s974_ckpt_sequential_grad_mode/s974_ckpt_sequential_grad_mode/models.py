from typing import Callable, Dict, Type

import torch
import torch.nn as nn
import torch.nn.functional as F

from .modeling_utils import GradientCheckpointingMixin, ModelConfig

MODEL_REGISTRY: Dict[str, Type[nn.Module]] = {}


def register_model(name: str) -> Callable[[Type[nn.Module]], Type[nn.Module]]:
    def deco(cls: Type[nn.Module]) -> Type[nn.Module]:
        MODEL_REGISTRY[name] = cls
        return cls

    return deco


class ResMLPLayer(nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.norm = nn.LayerNorm(config.hidden_size)
        self.up = nn.Linear(config.hidden_size, config.intermediate_size)
        self.down = nn.Linear(config.intermediate_size, config.hidden_size)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x + self.down(F.gelu(self.up(self.norm(x))))


@register_model("ResMLP")
class ResMLPModel(GradientCheckpointingMixin, nn.Module):
    def __init__(self, config: ModelConfig):
        super().__init__()
        self.config = config
        self.layers = nn.Sequential(*[ResMLPLayer(config) for _ in range(config.num_hidden_layers)])
        self.norm = nn.LayerNorm(config.hidden_size)

    def forward(self, hidden_states: torch.Tensor) -> torch.Tensor:
        hidden_states = self.run_layers(self.layers, hidden_states)
        return self.norm(hidden_states)


def build_model(config: ModelConfig) -> nn.Module:
    model_cls = MODEL_REGISTRY[config.architecture]
    model = model_cls(config)
    if config.activation_checkpointing:
        model.gradient_checkpointing_enable(
            segments=config.checkpoint_segments, use_reentrant=config.use_reentrant
        )
    return model.eval()
