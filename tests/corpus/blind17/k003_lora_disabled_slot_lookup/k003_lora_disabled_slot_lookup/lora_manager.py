from __future__ import annotations

import torch

from .layers import BaseLayerWithLoRA
from .lora_registry import LoRARef, LoRARegistry, resolve_weight_indices


class LoRAManager:
    def __init__(self, max_loras: int = 4):
        self.registry = LoRARegistry(max_loras)
        self.registry.register(LoRARef(1, "sql", "/adapters/sql"))
        self.registry.register(LoRARef(2, "chat", "/adapters/chat"))
        self.lora_modules: dict[str, BaseLayerWithLoRA] = {}
        self.batch_lora_names: list = []

    def set_lora_module(self, name: str, module: BaseLayerWithLoRA) -> None:
        self.lora_modules[name] = module

    def set_batch(self, lora_names: list) -> None:
        self.batch_lora_names = list(lora_names)

    def prepare_lora_batch(self) -> None:
        weight_indices = resolve_weight_indices(self.registry, self.batch_lora_names)
        for module in self.lora_modules.values():
            module.set_lora_info(weight_indices)
