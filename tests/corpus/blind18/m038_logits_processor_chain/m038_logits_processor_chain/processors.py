import functools
import itertools
import operator

import torch

from .params import ProcessorSpec, SamplingParams

_REGISTRY: dict = {}


def logits_processor(priority: int):
    def deco(fn):
        _REGISTRY[fn.__name__] = ProcessorSpec(fn.__name__, priority, fn)
        return fn
    return deco


@logits_processor(priority=0)
def repetition_penalty(logits: torch.Tensor, prev_mask: torch.Tensor, params: SamplingParams) -> torch.Tensor:
    penalised = torch.where(logits > 0, logits / params.repetition_penalty, logits * params.repetition_penalty)
    return torch.where(prev_mask, penalised, logits)


@logits_processor(priority=1)
def temperature(logits: torch.Tensor, prev_mask: torch.Tensor, params: SamplingParams) -> torch.Tensor:
    return logits / max(params.temperature, 1e-5)


@logits_processor(priority=2)
def top_k(logits: torch.Tensor, prev_mask: torch.Tensor, params: SamplingParams) -> torch.Tensor:
    kth = logits.topk(params.top_k, dim=-1).values[..., -1:]
    return logits.masked_fill(logits < kth, float("-inf"))


def build_chain(params: SamplingParams, names=None):
    specs = sorted(_REGISTRY.values(), key=operator.attrgetter("priority"))
    if names is not None:
        specs = [s for s in specs if s.name in names]
    steps = [functools.partial(s.fn, params=params) for s in specs]

    def run(logits: torch.Tensor, prev_mask: torch.Tensor) -> torch.Tensor:
        return functools.reduce(lambda acc, step: step(acc, prev_mask), steps, logits)

    return run, list(itertools.accumulate(s.priority for s in specs))
