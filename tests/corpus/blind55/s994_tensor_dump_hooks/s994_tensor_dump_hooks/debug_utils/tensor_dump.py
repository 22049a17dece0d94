import fnmatch
import logging
import os
from typing import Dict, List, Optional, Sequence

import torch
import torch.nn as nn

logger = logging.getLogger(__name__)

DEFAULT_DUMP_PATTERNS = ("*.self_attn.o_proj", "*.mlp.down_proj", "*.norm")


class TensorDumper:
    def __init__(self, output_folder: str, tp_rank: int = 0, max_steps: Optional[int] = None):
        self.output_folder = os.path.join(output_folder, f"TP{tp_rank}")
        self.max_steps = max_steps
        self.forward_pass_id = 0
        self._buffer: Dict[str, torch.Tensor] = {}

    def add_tensor(self, name: str, tensor) -> None:
        if isinstance(tensor, tuple):
            tensor = tensor[0]
        self._buffer[name] = tensor.detach().cpu().clone()

    def flush(self) -> None:
        if self.max_steps is not None and self.forward_pass_id >= self.max_steps:
            self._buffer.clear()
            return
        os.makedirs(self.output_folder, exist_ok=True)
        path = os.path.join(self.output_folder, f"Pass{self.forward_pass_id:05d}.pt")
        torch.save(self._buffer, path)
        logger.info("Dumped %d tensors to %s", len(self._buffer), path)
        self._buffer = {}
        self.forward_pass_id += 1


def _make_dump_hook(dumper: TensorDumper, name: str):
    @torch.compiler.disable
    def _dump_hook(module: nn.Module, inputs, output):
        dumper.add_tensor(name, output)

    return _dump_hook


def register_forward_hook_for_model(
    model: nn.Module,
    output_folder: str,
    patterns: Sequence[str] = DEFAULT_DUMP_PATTERNS,
    tp_rank: int = 0,
) -> TensorDumper:
    dumper = TensorDumper(output_folder, tp_rank)
    handles: List[torch.utils.hooks.RemovableHandle] = []
    for name, module in model.named_modules():
        if any(fnmatch.fnmatch(name, pat) for pat in patterns):
            handles.append(module.register_forward_hook(_make_dump_hook(dumper, name)))
    dumper.handles = handles
    logger.info("Registered %d tensor dump hooks", len(handles))
    return dumper
