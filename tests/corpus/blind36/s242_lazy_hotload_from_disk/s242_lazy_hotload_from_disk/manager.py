import torch

from .loader import load_adapter_config


class AdapterManager:
    """Keeps track of which adapter is active for the current batch."""

    def __init__(self, default_adapter: str = "base-chat"):
        self.active = default_adapter
        self._scalings: dict[str, float] = {}

    def set_active(self, name: str) -> None:
        self.active = name

    def current_scaling(self) -> float:
        name = self.active
        if name not in self._scalings:
            cfg = load_adapter_config(name)
            self._scalings[name] = cfg["lora_alpha"] / cfg["r"]
        return self._scalings[name]
