import copy

import torch
from torch import nn

from .config import EMAConfig


class ModelEMA:
    """Keeps an exponential moving average of a model's parameters.

    The shadow copy is created lazily so that wrapping a model costs nothing
    until the averaged weights are actually needed.
    """

    def __init__(self, model: nn.Module, cfg: EMAConfig):
        self.model = model
        self.cfg = cfg
        self.num_updates = 0
        self._shadow = None

    def _materialize(self) -> nn.Module:
        if self._shadow is None:
            shadow = copy.deepcopy(self.model)
            for p in shadow.parameters():
                p.detach_()
            self._shadow = shadow.eval()
        return self._shadow

    @torch.no_grad()
    def update(self) -> None:
        self.num_updates += 1
        if self.num_updates % self.cfg.update_every:
            return
        d = self.cfg.effective_decay(self.num_updates)
        shadow = self._materialize()
        for s, p in zip(shadow.parameters(), self.model.parameters()):
            s.lerp_(p, 1.0 - d)

    def eval_model(self) -> nn.Module:
        if not self.cfg.use_for_eval:
            return self.model
        return self._materialize()
