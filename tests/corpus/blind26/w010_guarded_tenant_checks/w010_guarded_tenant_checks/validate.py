import logging

import torch

from . import envs

logger = logging.getLogger(__name__)


def _eager_only_checks(adapter_ids: torch.Tensor, num_slots: int) -> None:
    bad = sorted(set(adapter_ids.tolist()) - set(range(num_slots)))
    if bad:
        raise ValueError(f"unknown adapter slots {bad}")


def validate_batch(adapter_ids: torch.Tensor, num_slots: int) -> None:
    if envs.LORA_DEBUG:
        logger.warning("lora batch ids=%s", adapter_ids.tolist())
    if not torch.compiler.is_compiling():
        _eager_only_checks(adapter_ids, num_slots)
