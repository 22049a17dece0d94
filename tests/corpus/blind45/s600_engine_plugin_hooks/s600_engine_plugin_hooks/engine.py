from __future__ import annotations

import time

import torch

from .model import EngineConfig, TinyTransformer
from .plugins import PluginManager


class LLMEngine:
    def __init__(self, config: EngineConfig) -> None:
        self.config = config
        self.plugin_manager = PluginManager.from_names(config.plugins)
        self.model = TinyTransformer(config, self.plugin_manager).eval()
        self.plugin_manager.dispatch("on_model_loaded", self.model)
        self.compiled_model = torch.compile(self.model, fullgraph=True)

    def step(self, batch: torch.Tensor) -> torch.Tensor:
        self.plugin_manager.dispatch("on_step_start", batch)
        start = time.monotonic()
        out = self.compiled_model(batch)
        self.plugin_manager.dispatch("on_step_end", out, time.monotonic() - start)
        return out


engine = LLMEngine(EngineConfig())
