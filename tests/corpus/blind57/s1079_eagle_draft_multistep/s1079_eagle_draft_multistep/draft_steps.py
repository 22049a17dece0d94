from typing import Iterator, List

import torch

from .server_args import ServerArgs


def static_step_schedule(args: ServerArgs) -> List[int]:
    return list(range(args.speculative_num_steps))


def dynamic_step_schedule(args: ServerArgs, confidence: torch.Tensor) -> Iterator[int]:
    step = 0
    while step < args.speculative_num_steps and confidence[step] > args.speculative_accept_threshold:
        yield step
        step += 1


def draft_step_schedule(args: ServerArgs, confidence: torch.Tensor):
    if args.speculative_dynamic_steps:
        return dynamic_step_schedule(args, confidence)
    return static_step_schedule(args)


def select_top_tokens(logits: torch.Tensor, topk: int):
    probs = torch.softmax(logits, dim=-1)
    return torch.topk(probs, topk, dim=-1)
