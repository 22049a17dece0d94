import dataclasses
from typing import Callable, Dict, Optional, Type

import torch
import torch.nn as nn

from .int8_tensor import Int8WeightOnlyTensor


@dataclasses.dataclass
class Int8WeightOnlyConfig:
    group_size: Optional[int] = None
    set_inductor_config: bool = True


_QUANTIZE_CONFIG_HANDLER: Dict[Type, Callable[[nn.Module, object], nn.Module]] = {}


def register_quantize_module_handler(config_type: Type):
    def decorator(func):
        _QUANTIZE_CONFIG_HANDLER[config_type] = func
        return func

    return decorator


def _is_linear(module: nn.Module, fqn: str) -> bool:
    return isinstance(module, nn.Linear) and module.weight.dim() == 2 and "lm_head" not in fqn


@register_quantize_module_handler(Int8WeightOnlyConfig)
def _int8_weight_only_transform(module: nn.Module, config: Int8WeightOnlyConfig) -> nn.Module:
    if config.group_size is not None:
        raise NotImplementedError("grouped int8 weight-only is not supported")
    new_weight = Int8WeightOnlyTensor.from_float(module.weight.detach())
    module.weight = nn.Parameter(new_weight, requires_grad=False)
    return module


def _replace_with_custom_fn_if_matches_filter(model, replacement_fn, filter_fn, cur_fqn=""):
    if filter_fn(model, cur_fqn[:-1]):
        return replacement_fn(model)
    for name, child in model.named_children():
        new_child = _replace_with_custom_fn_if_matches_filter(
            child, replacement_fn, filter_fn, f"{cur_fqn}{name}."
        )
        if new_child is not child:
            setattr(model, name, new_child)
    return model


def quantize_(model: nn.Module, config, filter_fn: Optional[Callable] = None) -> None:
    handler = _QUANTIZE_CONFIG_HANDLER[type(config)]
    _replace_with_custom_fn_if_matches_filter(
        model,
        lambda mod: handler(mod, config),
        _is_linear if filter_fn is None else filter_fn,
    )
