"""Activation tracing: forward hooks that report per-module output statistics.

Attach with ``attach_tracing_hooks(model, patterns=("mlp",))``; the hooks are
meant for short debugging sessions (``SGLANG_TRACE_ACTIVATIONS=1``).
"""
import fnmatch
import logging
from typing import Iterable

import torch
from torch import nn

logger = logging.getLogger(__name__)


class ActivationTraceHook:
    def __init__(self, module_name: str, log_every: int = 1):
        self.module_name = module_name
        self.log_every = log_every
        self.calls = 0

    def __call__(self, module: nn.Module, args, output: torch.Tensor):
        self.calls += 1
        if self.calls % self.log_every == 0:
            self.report(output)
        return output

    def report(self, output: torch.Tensor) -> None:
        logger.debug(
            "[trace] %s call=%d shape=%s dtype=%s",
            self.module_name,
            self.calls,
            tuple(output.shape),
            output.dtype,
        )


def attach_tracing_hooks(model: nn.Module, patterns: Iterable[str], log_every: int = 1):
    handles = []
    for name, module in model.named_modules():
        if name and any(fnmatch.fnmatch(name, p) for p in patterns):
            handles.append(module.register_forward_hook(ActivationTraceHook(name, log_every)))
    return handles
