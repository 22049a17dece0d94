"""``--enable-nan-detection`` integration: forward hooks on every leaf layer."""
from __future__ import annotations

import functools
from typing import List

from torch import nn
from torch.utils.hooks import RemovableHandle

from .tensor_checks import assert_all_finite


def _nan_guard_hook(name: str, module: nn.Module, args, output):
    assert_all_finite(f"{name} ({type(module).__name__})", output)
    return None


def register_nan_guard_hooks(model: nn.Module, leaf_types=(nn.Linear, nn.LayerNorm)) -> List[RemovableHandle]:
    handles = []
    for name, module in model.named_modules():
        if isinstance(module, leaf_types):
            handles.append(module.register_forward_hook(functools.partial(_nan_guard_hook, name)))
    return handles
