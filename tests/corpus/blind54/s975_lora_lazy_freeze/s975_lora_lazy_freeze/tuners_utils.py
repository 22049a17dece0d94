from typing import Dict, List

import torch.nn as nn


class BaseTunerLayer:
    """Mixin shared by every adapter layer type (LoRA, IA3, ...)."""

    adapter_layer_names: tuple = ()
    _base_frozen: bool = False
    _disable_adapters: bool = False

    def get_base_layer(self) -> nn.Module:
        base_layer = self
        while hasattr(base_layer, "base_layer"):
            base_layer = base_layer.base_layer
        return base_layer

    @property
    def weight(self):
        return self.get_base_layer().weight

    @property
    def disable_adapters(self) -> bool:
        return self._disable_adapters

    def _mark_base_frozen(self) -> None:
        base = self.get_base_layer()
        for param in base.parameters():
            param.requires_grad_(False)
        self._base_frozen = True

    def _ensure_base_frozen(self) -> None:
        if not self._base_frozen:
            self._mark_base_frozen()

    def active_adapter_names(self) -> List[str]:
        return list(getattr(self, "active_adapters", []))

    def adapter_state(self) -> Dict[str, int]:
        return {name: len(getattr(self, name)) for name in self.adapter_layer_names}
