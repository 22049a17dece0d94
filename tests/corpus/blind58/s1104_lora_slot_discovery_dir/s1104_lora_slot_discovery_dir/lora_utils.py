from typing import Dict, List, Type

import torch
from torch import nn

LORA_A_PREFIX = "lora_a_"
LORA_B_PREFIX = "lora_b_"


def list_adapter_slots(module: nn.Module) -> List[str]:
    slots = [name[len(LORA_A_PREFIX):] for name in dir(module) if name.startswith(LORA_A_PREFIX)]
    return sorted(slots)


def get_adapter_weights(module: nn.Module, slot: str):
    lora_a = getattr(module, LORA_A_PREFIX + slot)
    lora_b = getattr(module, LORA_B_PREFIX + slot)
    return lora_a, lora_b


_LORA_CLASSES: Dict[Type[nn.Module], Type[nn.Module]] = {}


def register_lora_class(base_cls: Type[nn.Module]):
    def decorator(lora_cls):
        _LORA_CLASSES[base_cls] = lora_cls
        return lora_cls

    return decorator


def from_layer(layer: nn.Module, max_loras: int, max_rank: int) -> nn.Module:
    for base_cls, lora_cls in _LORA_CLASSES.items():
        if type(layer) is base_cls:
            return lora_cls(layer, max_loras, max_rank)
    return layer


def replace_submodules(model: nn.Module, max_loras: int, max_rank: int) -> None:
    for name, child in list(model.named_children()):
        new_child = from_layer(child, max_loras, max_rank)
        if new_child is child:
            replace_submodules(child, max_loras, max_rank)
        else:
            setattr(model, name, new_child)
