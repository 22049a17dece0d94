import logging
from typing import List

import torch

from . import envs

logger = logging.getLogger(__name__)


def _dump_stop_state(output_token_ids: torch.Tensor, finished: torch.Tensor, reason: torch.Tensor) -> None:
    num_finished = int(finished.sum().item())
    logger.info(
        "stop check: %d/%d finished, reasons=%s, last tokens=%s",
        num_finished,
        finished.numel(),
        reason.tolist(),
        output_token_ids[:, -1].tolist(),
    )


def update_finished_mask(
    output_token_ids: torch.Tensor,
    num_generated: torch.Tensor,
    finished: torch.Tensor,
    stop_token_ids: torch.Tensor,
    max_tokens: torch.Tensor,
) -> torch.Tensor:
    last = output_token_ids[:, -1]
    stop_hit = (last[:, None] == stop_token_ids[None, :]).any(dim=-1)
    length_hit = num_generated >= max_tokens
    reason = torch.where(stop_hit, 1, torch.where(length_hit, 2, 0))
    new_finished = finished | stop_hit | length_hit
    if envs.VLLM_DEBUG_STOP_CHECKS:
        _dump_stop_state(output_token_ids, new_finished, reason)
    return new_finished


def make_stop_token_tensor(eos_token_id: int, stop_token_ids: List[int]) -> torch.Tensor:
    ids = [eos_token_id] + [t for t in stop_token_ids if t != eos_token_id]
    ids = ids[: envs.VLLM_MAX_STOP_TOKENS]
    return torch.tensor(ids, dtype=torch.long)
