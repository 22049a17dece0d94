from __future__ import annotations

import dataclasses
import os
from typing import Callable, List

import torch
from torch import nn


def _env_flag(name: str, default: str) -> bool:
    return os.environ.get(name, default).lower() in ("1", "true", "yes", "on")


@dataclasses.dataclass
class DebugConfig:
    check_numerics: bool = False
    watch_types: tuple = (nn.Linear,)
    fail_fast: bool = True

    @classmethod
    def from_env(cls) -> "DebugConfig":
        # numerics checks stay on in staging images unless explicitly turned off
        return cls(
            check_numerics=_env_flag("SERVE_CHECK_NUMERICS", "1"),
            fail_fast=_env_flag("SERVE_NUMERICS_FAIL_FAST", "1"),
        )


class NumericsError(FloatingPointError):
    pass


def _make_output_hook(qualname: str, cfg: DebugConfig) -> Callable:
    def _hook(module: nn.Module, args, output):
        if not isinstance(output, torch.Tensor) or not output.is_floating_point():
            return None
        bad = ~torch.isfinite(output)
        if bad.any():
            if cfg.fail_fast:
                raise NumericsError(f"non-finite values in output of {qualname}")
            return torch.nan_to_num(output)
        return None

    return _hook


def install_numerics_hooks(model: nn.Module, cfg: DebugConfig) -> List[torch.utils.hooks.RemovableHandle]:
    handles = []
    if not cfg.check_numerics:
        return handles
    for name, sub in model.named_modules():
        if isinstance(sub, cfg.watch_types):
            handles.append(sub.register_forward_hook(_make_output_hook(name, cfg)))
    return handles
