from __future__ import annotations

import torch

from .stop_checker import StopChecker

STOP_CHECKER = StopChecker(
    eos_token_ids=[2],
    stop_token_ids=[[13, 13], [7, 21, 4], [30]],
    max_tokens=64,
)


def _decode_step(logits: torch.Tensor, output_ids: torch.Tensor, finished: torch.Tensor):
    next_ids = logits.argmax(dim=-1)
    next_ids = torch.where(finished, torch.full_like(next_ids, 0), next_ids)
    output_ids = torch.cat([output_ids, next_ids.unsqueeze(1)], dim=1)
    finished = finished | STOP_CHECKER.check(output_ids)
    return output_ids, finished


decode_step = torch.compile(_decode_step, fullgraph=True)
