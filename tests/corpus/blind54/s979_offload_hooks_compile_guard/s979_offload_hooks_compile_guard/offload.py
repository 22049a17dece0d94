import logging
from typing import Dict, List

import torch
import torch.nn as nn
from torch.autograd.graph import save_on_cpu
from torch.utils.hooks import RemovableHandle

from .compat import is_pin_memory_available, is_torchdynamo_compiling

logger = logging.getLogger(__name__)


class ActivationCPUOffloader:
    """Wraps each block's forward in ``save_on_cpu`` so that saved activations live on the host."""

    def __init__(self, pin_memory: bool = None):
        self.pin_memory = is_pin_memory_available() if pin_memory is None else pin_memory
        self._contexts: Dict[int, save_on_cpu] = {}
        self._handles: List[RemovableHandle] = []

    def _pre_forward(self, module: nn.Module, args):
        if is_torchdynamo_compiling():
            return None
        ctx = save_on_cpu(pin_memory=self.pin_memory)
        ctx.__enter__()
        self._contexts[id(module)] = ctx
        logger.debug("offloading activations of %s", type(module).__name__)
        return None

    def _post_forward(self, module: nn.Module, args, output):
        if is_torchdynamo_compiling():
            return None
        ctx = self._contexts.pop(id(module), None)
        if ctx is not None:
            ctx.__exit__(None, None, None)
        return None

    def attach(self, blocks: nn.ModuleList) -> "ActivationCPUOffloader":
        for block in blocks:
            self._handles.append(block.register_forward_pre_hook(self._pre_forward))
            self._handles.append(block.register_forward_hook(self._post_forward))
        return self

    def detach(self) -> None:
        for handle in self._handles:
            handle.remove()
        self._handles.clear()
