import fnmatch
from typing import Callable, Dict, List, Optional

import torch
import torch.nn as nn


class ActivationRecorder:
    """Records per-layer activation norms through forward hooks.

    Used to diff a served model against a reference implementation.
    """

    def __init__(self, patterns: Optional[List[str]] = None, reduce_dim: int = -1):
        self.patterns = patterns or ["*"]
        self.reduce_dim = reduce_dim
        self.records: Dict[str, List[List[float]]] = {}
        self._handles = []

    def _matches(self, name: str) -> bool:
        return any(fnmatch.fnmatch(name, pat) for pat in self.patterns)

    def _make_hook(self, name: str) -> Callable:
        records = self.records
        reduce_dim = self.reduce_dim

        def hook(module: nn.Module, args, output):
            out = output[0] if isinstance(output, tuple) else output
            norms = out.detach().float().norm(dim=reduce_dim)
            records.setdefault(name, []).append(norms.tolist())

        return hook

    def attach(self, model: nn.Module) -> "ActivationRecorder":
        for name, module in model.named_modules():
            if name and self._matches(name):
                self._handles.append(module.register_forward_hook(self._make_hook(name)))
        return self

    def detach(self) -> None:
        for handle in self._handles:
            handle.remove()
        self._handles.clear()
