from typing import Iterator, Tuple

import torch
from torch import nn


class AdapterMixin:
    """Shared plumbing for models carrying a ModuleDict of bottleneck adapters."""

    adapter_modules: nn.ModuleDict

    def iter_adapters(self) -> Iterator[Tuple[str, nn.Module]]:
        # deterministic order regardless of registration order
        for name, module in sorted(self.adapter_modules.items()):
            yield name, module

    def adapter_outputs(self, hidden_states: torch.Tensor):
        return {name: module(hidden_states) for name, module in self.iter_adapters()}

    def num_adapters(self) -> int:
        return len(self.adapter_modules)


class PreTrainedBase(nn.Module):
    config_class = None
    base_model_prefix = "model"

    def __init__(self, config):
        super().__init__()
        self.config = config

    def _init_weights(self, module: nn.Module) -> None:
        if isinstance(module, nn.Linear):
            nn.init.normal_(module.weight, std=0.02)
            if module.bias is not None:
                nn.init.zeros_(module.bias)

    def post_init(self) -> None:
        self.apply(self._init_weights)
