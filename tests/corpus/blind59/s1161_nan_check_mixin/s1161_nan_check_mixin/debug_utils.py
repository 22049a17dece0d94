import logging

import torch

from .envs import envs

logger = logging.getLogger(__name__)


class NonFiniteActivationError(RuntimeError):
    pass


class NanCheckMixin:
    """Adds cheap finite-ness checks to a layer.

    Layers that mix this in must set ``self.layer_id``.
    """

    layer_id: int = 0

    def _should_check(self) -> bool:
        if not envs.enable_nan_check:
            return False
        every = max(envs.nan_check_every_n_layers, 1)
        return self.layer_id % every == 0

    def _check_finite(self, tag: str, tensor: torch.Tensor) -> torch.Tensor:
        if not self._should_check():
            return tensor
        bad = ~torch.isfinite(tensor)
        if bad.any():
            msg = f"layer {self.layer_id} {tag}: non-finite values detected"
            if envs.raise_on_nan:
                raise NonFiniteActivationError(msg)
            logger.warning(msg)
        return tensor
