from dataclasses import dataclass, field
from typing import Any, Dict, Optional

import torch


@dataclass
class CompilationConfig:
    static_forward_context: Dict[str, Any] = field(default_factory=dict)


@dataclass
class ModelConfig:
    hidden_size: int = 8
    num_heads: int = 2
    layer_types: tuple = ("sliding_attention", "full_attention", "sliding_attention", "full_attention")
    sliding_window: Optional[int] = 2


_COMPILATION_CONFIG = CompilationConfig()


def get_current_compilation_config() -> CompilationConfig:
    return _COMPILATION_CONFIG


def register_attention_layer(layer_name: str, layer: Any) -> None:
    ctx = _COMPILATION_CONFIG.static_forward_context
    if layer_name in ctx:
        raise ValueError(f"Duplicate layer name: {layer_name}")
    ctx[layer_name] = layer


@torch.compiler.disable
def get_window_left(layer_name: str) -> int:
    layer = _COMPILATION_CONFIG.static_forward_context[layer_name]
    if layer.sliding_window is None:
        return -1
    return layer.sliding_window - 1
