from typing import Any, Dict, Optional

from .fused_moe_config import load_tuned_configs


class TunedKernelConfigs:
    """Per-layer kernel configs, resolved from the tuning tables on first access."""

    def __set_name__(self, owner, name: str) -> None:
        self.cache_name = f"_{name}_cache"

    def __get__(self, layer, owner=None) -> Optional[Dict[int, Dict[str, Any]]]:
        if layer is None:
            return self
        cached = layer.__dict__.get(self.cache_name)
        if cached is None:
            cached = load_tuned_configs(layer.num_experts, layer.intermediate_size, layer.quant_dtype)
            if cached is None:
                cached = {}
            layer.__dict__[self.cache_name] = cached
        return cached

    def __set__(self, layer, value) -> None:
        layer.__dict__[self.cache_name] = value
