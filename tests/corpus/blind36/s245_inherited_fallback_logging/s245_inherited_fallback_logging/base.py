import logging

import torch
import torch.nn as nn

logger = logging.getLogger(__name__)


class BaseLayerWithLoRA(nn.Module):
    """Common adapter bookkeeping shared by all LoRA-wrapped layers."""

    def __init__(self, max_loras: int):
        super().__init__()
        self.max_loras = max_loras
        self.scaling_by_name: dict[str, float] = {}
        self.active_name: str | None = None

    def register_adapter(self, name: str, alpha: float, rank: int) -> None:
        self.scaling_by_name[name] = alpha / rank

    def activate(self, name: str | None) -> None:
        self.active_name = name

    def resolve_scaling(self) -> float:
        name = self.active_name
        if name is None:
            return 0.0
        scaling = self.scaling_by_name.get(name)
        if scaling is None:
            logger.warning("adapter %s not registered on %s, falling back to base",
                           name, type(self).__name__)
            return 0.0
        return scaling
