"""Resolution of parameters that the model config declares as tied.

The registry only holds weak references to the owning modules so that a
tied alias never keeps a replaced (e.g. re-sharded) embedding alive.
"""
import logging
import os
import weakref
from typing import Dict

import torch
from torch import nn

logger = logging.getLogger(__name__)


class TiedParameterRegistry:
    def __init__(self):
        self._sources: Dict[str, "weakref.ReferenceType[nn.Module]"] = {}
        self._aliases: Dict[str, str] = {}

    def register_source(self, key: str, module: nn.Module) -> None:
        self._sources[key] = weakref.ref(module)

    def tie(self, alias: str, source_key: str) -> None:
        self._aliases[alias] = source_key

    def resolve(self, alias: str, fallback: torch.Tensor) -> torch.Tensor:
        source_key = self._aliases.get(alias)
        if source_key is None:
            return fallback
        owner = self._sources[source_key]()
        if owner is None:
            logger.warning("tied source %s was released; %s falls back to its own weight", source_key, alias)
            return fallback
        if os.environ.get("SGLANG_DEBUG_TIED_WEIGHTS", "0") == "1":
            logger.info("resolved %s -> %s (param id %d)", alias, source_key, id(owner.weight))
        return owner.weight


TIED_PARAMS = TiedParameterRegistry()
