"""Engine lifecycle plugins.

A plugin overrides any subset of the ``on_*`` hooks; the manager fans a hook
call out to every enabled plugin, in registration order.
"""
from __future__ import annotations

import json
import logging
import os
import time
from typing import Dict, Iterable, List, Type

import torch

logger = logging.getLogger(__name__)

_PLUGIN_TYPES: Dict[str, Type["EnginePlugin"]] = {}


class EnginePlugin:
    name = ""

    def __init_subclass__(cls, **kwargs) -> None:
        super().__init_subclass__(**kwargs)
        if cls.name:
            _PLUGIN_TYPES[cls.name] = cls

    def on_model_loaded(self, model: torch.nn.Module) -> None: ...

    def on_step_start(self, batch: torch.Tensor) -> None: ...

    def on_hidden_states(self, layer_id: int, hidden: torch.Tensor) -> None: ...

    def on_step_end(self, output: torch.Tensor, seconds: float) -> None: ...


class TelemetryPlugin(EnginePlugin):
    name = "telemetry"

    def __init__(self) -> None:
        self.dump_dir = os.environ.get("ENGINE_TELEMETRY_DIR", "/tmp/engine_telemetry")
        self.num_params = 0

    def on_model_loaded(self, model: torch.nn.Module) -> None:
        self.num_params = sum(p.numel() for p in model.parameters())
        logger.info("telemetry: model has %d parameters", self.num_params)

    def on_hidden_states(self, layer_id: int, hidden: torch.Tensor) -> None:
        record = {"layer": layer_id, "rms": hidden.float().pow(2).mean().sqrt().item(), "ts": time.time()}
        os.makedirs(self.dump_dir, exist_ok=True)
        with open(os.path.join(self.dump_dir, f"pid{os.getpid()}.jsonl"), "a") as f:
            f.write(json.dumps(record) + "\n")

    def on_step_end(self, output: torch.Tensor, seconds: float) -> None:
        logger.debug("step took %.2f ms", seconds * 1e3)


class PluginManager:
    def __init__(self, plugins: Iterable[EnginePlugin]) -> None:
        self.plugins: List[EnginePlugin] = list(plugins)

    @classmethod
    def from_names(cls, names: Iterable[str]) -> "PluginManager":
        return cls(_PLUGIN_TYPES[n]() for n in names)

    def dispatch(self, hook: str, *args) -> None:
        for plugin in self.plugins:
            getattr(plugin, hook)(*args)
