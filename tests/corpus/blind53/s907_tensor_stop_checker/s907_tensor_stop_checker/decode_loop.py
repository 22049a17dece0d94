from typing import List

import torch

from .schedule_batch import Req
from .stop_checker import TensorStopChecker

stop_checker = TensorStopChecker(
    eos_token_ids=[2, 128009],
    stop_sequences=[[198, 198], [27, 91, 29], [128001]],
    max_length=256,
)


@torch.compile(fullgraph=True)
def decode_postprocess(logits: torch.Tensor, output_ids: torch.Tensor, finished: torch.Tensor, pad_token_id: int):
    next_ids = torch.argmax(logits, dim=-1)
    next_ids = torch.where(finished, torch.full_like(next_ids, pad_token_id), next_ids)
    output_ids = torch.cat([output_ids, next_ids.unsqueeze(-1)], dim=-1)
    finished = stop_checker.check_finished(output_ids, finished)
    return output_ids, finished


def process_batch_result_decode(reqs: List[Req], next_token_ids: torch.Tensor) -> List[Req]:
    """Host-side bookkeeping after the compiled step, once per scheduler iteration."""
    done = []
    for req, token_ids in zip(reqs, next_token_ids.cpu()):
        req.check_finished(token_ids.view(-1))
        if req.finished():
            done.append(req)
    return done
